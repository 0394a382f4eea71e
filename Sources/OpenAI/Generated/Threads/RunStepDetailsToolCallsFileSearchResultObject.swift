// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A result instance of the file search.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchResultObject`
public nonisolated struct RunStepDetailsToolCallsFileSearchResultObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the file that result was found in.
    public var fileID: String

    /// The name of the file that result was found in.
    public var fileName: String

    /// The score of the result. All values must be a floating point number between 0 and 1.
    public var score: Double

    /// The content of the result that was found. The content is only included if requested via the include query parameter.
    public var content: [RunStepDetailsToolCallsFileSearchResultObject.ContentItem]?

    public init(
        fileID: String,
        fileName: String,
        score: Double,
        content: [RunStepDetailsToolCallsFileSearchResultObject.ContentItem]? = nil
    ) {
        self.fileID = fileID
        self.fileName = fileName
        self.score = score
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            fileName: .emptyValue,
            score: .emptyValue
        )
    }

    public nonisolated struct ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the content.
        public var type: String?

        /// The text content of the file.
        public var text: String?

        public init(
            type: String? = nil,
            text: String? = nil
        ) {
            self.type = type
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "text")
            self.text = try container.decodeIfPresent(String.self, forKey: "text")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.text, forKey: "text")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.fileName = try container.decodeRequired(String.self, forKey: "file_name", in: decoder)
        self.score = try container.decodeRequired(Double.self, forKey: "score", in: decoder)
        self.content = try container.decodeIfPresent([RunStepDetailsToolCallsFileSearchResultObject.ContentItem].self, forKey: "content")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.fileName, forKey: "file_name")
        try container.encode(self.score, forKey: "score")
        try container.encodeIfPresent(self.content, forKey: "content")
    }
}
