// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateContainerFileBody`
public nonisolated struct CreateContainerFileBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Name of the file to create.
    public var fileID: String?

    /// The File object (not file name) to be uploaded.
    public var file: String?

    public init(
        fileID: String? = nil,
        file: String? = nil
    ) {
        self.fileID = fileID
        self.file = file
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.file = try container.decodeIfPresent(String.self, forKey: "file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
        try container.encodeIfPresent(self.file, forKey: "file")
    }
}
