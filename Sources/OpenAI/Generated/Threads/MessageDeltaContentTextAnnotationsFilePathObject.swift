// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A URL for the file that's generated when the assistant used the `code_interpreter` tool to generate a file.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextAnnotationsFilePathObject`
public nonisolated struct MessageDeltaContentTextAnnotationsFilePathObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the annotation in the text content part.
    public var index: Int

    /// Always `file_path`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String?

    public var filePath: MessageDeltaContentTextAnnotationsFilePathObject.FilePath?

    public var startIndex: Int?

    public var endIndex: Int?

    public init(
        index: Int,
        text: String? = nil,
        filePath: MessageDeltaContentTextAnnotationsFilePathObject.FilePath? = nil,
        startIndex: Int? = nil,
        endIndex: Int? = nil
    ) {
        self.index = index
        self.type = "file_path"
        self.text = text
        self.filePath = filePath
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct FilePath: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the file that was generated.
        public var fileID: String?

        public init(
            fileID: String? = nil
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_path")
        self.text = try container.decodeIfPresent(String.self, forKey: "text")
        self.filePath = try container.decodeIfPresent(MessageDeltaContentTextAnnotationsFilePathObject.FilePath.self, forKey: "file_path")
        self.startIndex = try container.decodeIfPresent(Int.self, forKey: "start_index")
        self.endIndex = try container.decodeIfPresent(Int.self, forKey: "end_index")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.filePath, forKey: "file_path")
        try container.encodeIfPresent(self.startIndex, forKey: "start_index")
        try container.encodeIfPresent(self.endIndex, forKey: "end_index")
    }
}
