// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A path to a file.
///
/// - Schema: `#/components/schemas/FilePath`
public nonisolated struct FilePath: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the file path. Always `file_path`.
    public var type: String

    /// The ID of the file.
    public var fileID: String

    /// The index of the file in the list of files.
    public var index: Int

    public init(
        fileID: String,
        index: Int
    ) {
        self.type = "file_path"
        self.fileID = fileID
        self.index = index
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            index: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_path")
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.index, forKey: "index")
    }
}
