// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebFetchResultBlock
///
/// - Schema: `#/components/schemas/RequestWebFetchResultBlock`
public nonisolated struct RequestWebFetchResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var content: RequestDocumentBlock

    /// ISO 8601 timestamp when the content was retrieved
    public var retrievedAt: String?

    /// Type
    public var type: String

    /// Fetched content URL
    public var url: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: RequestDocumentBlock,
        url: String,
        retrievedAt: String? = nil
    ) {
        self.content = content
        self.retrievedAt = retrievedAt
        self.type = "web_fetch_result"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(RequestDocumentBlock.self, forKey: "content", in: decoder)
        self.retrievedAt = try container.decodeIfPresent(String.self, forKey: "retrieved_at")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_fetch_result")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.retrievedAt, forKey: "retrieved_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == RequestWebFetchResultBlock {
    public static var retrievedAt: Self { Self("retrieved_at") }
}
