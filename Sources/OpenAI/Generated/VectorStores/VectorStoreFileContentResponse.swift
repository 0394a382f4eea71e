// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents the parsed content of a vector store file.
///
/// - Schema: `#/components/schemas/VectorStoreFileContentResponse`
public nonisolated struct VectorStoreFileContentResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `vector_store.file_content.page`
    public var object: String

    /// Parsed content of the file.
    public var data: [VectorStoreFileContentResponse.DataItem]

    /// Indicates if there are more content pages to fetch.
    public var hasMore: Bool

    public var nextPage: String?

    public init(
        data: [VectorStoreFileContentResponse.DataItem],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "vector_store.file_content.page"
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    public nonisolated struct DataItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// The content type (currently only `"text"`)
        public var type: String?

        /// The text content
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
            self.type = try container.decodeIfPresent(String.self, forKey: "type")
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vector_store.file_content.page")
        self.data = try container.decodeRequired([VectorStoreFileContentResponse.DataItem].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
