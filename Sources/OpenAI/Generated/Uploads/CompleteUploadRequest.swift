// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CompleteUploadRequest`
public nonisolated struct CompleteUploadRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ordered list of Part IDs.
    public var partIDs: [String]

    /// The optional md5 checksum for the file contents to verify if the bytes uploaded matches what you expect.
    public var md5: String?

    public init(
        partIDs: [String],
        md5: String? = nil
    ) {
        self.partIDs = partIDs
        self.md5 = md5
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            partIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.partIDs = try container.decodeRequired([String].self, forKey: "part_ids", in: decoder)
        self.md5 = try container.decodeIfPresent(String.self, forKey: "md5")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.partIDs, forKey: "part_ids")
        try container.encodeIfPresent(self.md5, forKey: "md5")
    }
}
