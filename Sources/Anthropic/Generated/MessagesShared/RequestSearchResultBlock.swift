// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestSearchResultBlock
///
/// - Schema: `#/components/schemas/RequestSearchResultBlock`
public nonisolated struct RequestSearchResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    public var citations: RequestCitationsConfig?

    /// Content
    public var content: [RequestTextBlock]

    /// Source
    public var source: String

    /// Title
    public var title: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: [RequestTextBlock],
        source: String,
        title: String,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil
    ) {
        self.cacheControl = cacheControl
        self.citations = citations
        self.content = content
        self.source = source
        self.title = title
        self.type = "search_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            source: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: "citations")
        self.content = try container.decodeRequired([RequestTextBlock].self, forKey: "content", in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: "title", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "search_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.citations, forKey: "citations")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestSearchResultBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
