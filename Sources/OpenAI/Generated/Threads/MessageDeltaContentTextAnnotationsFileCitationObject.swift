// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A citation within the message that points to a specific quote from a specific File associated with the assistant or the message. Generated when the assistant uses the "file_search" tool to search files.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextAnnotationsFileCitationObject`
public nonisolated struct MessageDeltaContentTextAnnotationsFileCitationObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the annotation in the text content part.
    public var index: Int

    /// Always `file_citation`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String?

    public var fileCitation: MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation?

    public var startIndex: Int?

    public var endIndex: Int?

    public init(
        index: Int,
        text: String? = nil,
        fileCitation: MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation? = nil,
        startIndex: Int? = nil,
        endIndex: Int? = nil
    ) {
        self.index = index
        self.type = "file_citation"
        self.text = text
        self.fileCitation = fileCitation
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct FileCitation: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the specific File the citation is from.
        public var fileID: String?

        /// The specific quote in the file.
        public var quote: String?

        public init(
            fileID: String? = nil,
            quote: String? = nil
        ) {
            self.fileID = fileID
            self.quote = quote
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
            self.quote = try container.decodeIfPresent(String.self, forKey: "quote")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
            try container.encodeIfPresent(self.quote, forKey: "quote")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_citation")
        self.text = try container.decodeIfPresent(String.self, forKey: "text")
        self.fileCitation = try container.decodeIfPresent(MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation.self, forKey: "file_citation")
        self.startIndex = try container.decodeIfPresent(Int.self, forKey: "start_index")
        self.endIndex = try container.decodeIfPresent(Int.self, forKey: "end_index")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.fileCitation, forKey: "file_citation")
        try container.encodeIfPresent(self.startIndex, forKey: "start_index")
        try container.encodeIfPresent(self.endIndex, forKey: "end_index")
    }
}
