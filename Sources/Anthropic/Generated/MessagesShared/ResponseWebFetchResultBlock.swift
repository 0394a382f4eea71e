// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebFetchResultBlock
///
/// - Schema: `#/components/schemas/ResponseWebFetchResultBlock`
public nonisolated struct ResponseWebFetchResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    public var content: ResponseDocumentBlock

    /// ISO 8601 timestamp when the content was retrieved
    public var retrievedAt: String?

    /// Type
    public var type: String

    /// Fetched content URL
    public var url: String

    public init(
        content: ResponseDocumentBlock,
        retrievedAt: String?,
        url: String
    ) {
        self.content = content
        self.retrievedAt = retrievedAt
        self.type = "web_fetch_result"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            retrievedAt: nil,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(ResponseDocumentBlock.self, forKey: "content", in: decoder)
        self.retrievedAt = try container.decodeIfPresent(String.self, forKey: "retrieved_at")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_fetch_result")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.retrievedAt, forKey: "retrieved_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
