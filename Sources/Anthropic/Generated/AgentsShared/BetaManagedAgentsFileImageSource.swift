// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Image referenced by file ID.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileImageSource`
public nonisolated struct BetaManagedAgentsFileImageSource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of a previously uploaded file.
    public var fileID: String

    public init(
        fileID: String
    ) {
        self.type = "file"
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileID, forKey: "file_id")
    }
}
