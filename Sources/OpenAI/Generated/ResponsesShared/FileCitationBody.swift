// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A citation to a file.
///
/// - Schema: `#/components/schemas/FileCitationBody`
public nonisolated struct FileCitationBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the file citation. Always `file_citation`.
    public var type: String

    /// The ID of the file.
    public var fileID: String

    /// The index of the file in the list of files.
    public var index: Int

    /// The filename of the file cited.
    public var filename: String

    public init(
        fileID: String,
        index: Int,
        filename: String
    ) {
        self.type = "file_citation"
        self.fileID = fileID
        self.index = index
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            index: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_citation")
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.index, forKey: "index")
        try container.encode(self.filename, forKey: "filename")
    }
}
