// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A block containing a web search result.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSearchResultBlock`
public nonisolated struct BetaManagedAgentsSearchResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Citation settings for this search result.
    public var citations: BetaManagedAgentsSearchResultCitations

    /// Array of text content blocks from the search result.
    public var content: [BetaManagedAgentsTextBlock]

    /// The URL source of the search result.
    public var source: String

    /// The title of the search result.
    public var title: String

    public var type: String

    public init(
        citations: BetaManagedAgentsSearchResultCitations,
        content: [BetaManagedAgentsTextBlock],
        source: String,
        title: String
    ) {
        self.citations = citations
        self.content = content
        self.source = source
        self.title = title
        self.type = "search_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citations: .emptyValue,
            content: .emptyValue,
            source: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citations = try container.decodeRequired(BetaManagedAgentsSearchResultCitations.self, forKey: "citations", in: decoder)
        self.content = try container.decodeRequired([BetaManagedAgentsTextBlock].self, forKey: "content", in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: "title", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "search_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citations, forKey: "citations")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}
