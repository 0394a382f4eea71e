// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A citation within the message that points to a specific quote from a specific File associated with the assistant or the message. Generated when the assistant uses the "file_search" tool to search files.
///
/// - Schema: `#/components/schemas/MessageContentTextAnnotationsFileCitationObject`
public nonisolated struct MessageContentTextAnnotationsFileCitationObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `file_citation`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String

    public var fileCitation: MessageContentTextAnnotationsFileCitationObject.FileCitation

    public var startIndex: Int

    public var endIndex: Int

    public init(
        text: String,
        fileCitation: MessageContentTextAnnotationsFileCitationObject.FileCitation,
        startIndex: Int,
        endIndex: Int
    ) {
        self.type = "file_citation"
        self.text = text
        self.fileCitation = fileCitation
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            fileCitation: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue
        )
    }

    public nonisolated struct FileCitation: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the specific File the citation is from.
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_citation")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.fileCitation = try container.decodeRequired(MessageContentTextAnnotationsFileCitationObject.FileCitation.self, forKey: "file_citation", in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: "start_index", in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: "end_index", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.fileCitation, forKey: "file_citation")
        try container.encode(self.startIndex, forKey: "start_index")
        try container.encode(self.endIndex, forKey: "end_index")
    }
}
