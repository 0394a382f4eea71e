// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// EvalJsonlFileContentSource
///
/// - Schema: `#/components/schemas/EvalJsonlFileContentSource`
public nonisolated struct EvalJsonlFileContentSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of jsonl source. Always `file_content`.
    public var type: String

    /// The content of the jsonl file.
    public var content: [EvalJsonlFileContentSource.ContentItem]

    public init(
        content: [EvalJsonlFileContentSource.ContentItem]
    ) {
        self.type = "file_content"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    public nonisolated struct ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        public var item: JSONValue

        public var sample: JSONValue?

        public init(
            item: JSONValue,
            sample: JSONValue? = nil
        ) {
            self.item = item
            self.sample = sample
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                item: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.item = try container.decodeRequired(JSONValue.self, forKey: "item", in: decoder)
            self.sample = try container.decodeIfPresent(JSONValue.self, forKey: "sample")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.item, forKey: "item")
            try container.encodeIfPresent(self.sample, forKey: "sample")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_content")
        self.content = try container.decodeRequired([EvalJsonlFileContentSource.ContentItem].self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
    }
}
