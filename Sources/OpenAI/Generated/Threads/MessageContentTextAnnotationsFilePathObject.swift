// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A URL for the file that's generated when the assistant used the `code_interpreter` tool to generate a file.
///
/// - Schema: `#/components/schemas/MessageContentTextAnnotationsFilePathObject`
public nonisolated struct MessageContentTextAnnotationsFilePathObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `file_path`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String

    public var filePath: MessageContentTextAnnotationsFilePathObject.FilePath

    public var startIndex: Int

    public var endIndex: Int

    public init(
        text: String,
        filePath: MessageContentTextAnnotationsFilePathObject.FilePath,
        startIndex: Int,
        endIndex: Int
    ) {
        self.type = "file_path"
        self.text = text
        self.filePath = filePath
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            filePath: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue
        )
    }

    public nonisolated struct FilePath: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the file that was generated.
        public var fileID: String

        public init(
            fileID: String
        ) {
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
            self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_path")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.filePath = try container.decodeRequired(MessageContentTextAnnotationsFilePathObject.FilePath.self, forKey: "file_path", in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: "start_index", in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: "end_index", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.filePath, forKey: "file_path")
        try container.encode(self.startIndex, forKey: "start_index")
        try container.encode(self.endIndex, forKey: "end_index")
    }
}
