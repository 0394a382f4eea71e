// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerFileCitationParam`
public nonisolated struct ContainerFileCitationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The citation type. Always `container_file_citation`.
    public var type: String

    /// The index of the first character of the citation in the message.
    public var startIndex: Int

    /// The index of the last character of the citation in the message.
    public var endIndex: Int

    /// The ID of the container.
    public var containerID: String

    /// The ID of the container file.
    public var fileID: String

    /// The filename of the container file cited.
    public var filename: String

    public init(
        startIndex: Int,
        endIndex: Int,
        containerID: String,
        fileID: String,
        filename: String
    ) {
        self.type = "container_file_citation"
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.containerID = containerID
        self.fileID = fileID
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            containerID: .emptyValue,
            fileID: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "container_file_citation")
        self.startIndex = try container.decodeRequired(Int.self, forKey: "start_index", in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: "end_index", in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: "container_id", in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.startIndex, forKey: "start_index")
        try container.encode(self.endIndex, forKey: "end_index")
        try container.encode(self.containerID, forKey: "container_id")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.filename, forKey: "filename")
    }
}
