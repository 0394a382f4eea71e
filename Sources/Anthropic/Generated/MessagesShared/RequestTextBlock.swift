// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextBlock
///
/// - Schema: `#/components/schemas/RequestTextBlock`
public nonisolated struct RequestTextBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Citations
    public var citations: [RequestTextBlock.Citation]?

    /// Text
    public var text: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        text: String,
        cacheControl: CacheControlEphemeral? = nil,
        citations: [RequestTextBlock.Citation]? = nil
    ) {
        self.cacheControl = cacheControl
        self.citations = citations
        self.text = text
        self.type = "text"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public nonisolated enum Citation: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `char_location`
        case charLocation(RequestCharLocationCitation)
        /// - `type`: `page_location`
        case pageLocation(RequestPageLocationCitation)
        /// - `type`: `content_block_location`
        case contentBlockLocation(RequestContentBlockLocationCitation)
        /// - `type`: `web_search_result_location`
        case webSearchResultLocation(RequestWebSearchResultLocationCitation)
        /// - `type`: `search_result_location`
        case searchResultLocation(RequestSearchResultLocationCitation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "char_location": self = .charLocation(try RequestCharLocationCitation(from: decoder)); return
                case "page_location": self = .pageLocation(try RequestPageLocationCitation(from: decoder)); return
                case "content_block_location": self = .contentBlockLocation(try RequestContentBlockLocationCitation(from: decoder)); return
                case "web_search_result_location": self = .webSearchResultLocation(try RequestWebSearchResultLocationCitation(from: decoder)); return
                case "search_result_location": self = .searchResultLocation(try RequestSearchResultLocationCitation(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .charLocation(let value): try value.encode(to: encoder)
            case .pageLocation(let value): try value.encode(to: encoder)
            case .contentBlockLocation(let value): try value.encode(to: encoder)
            case .webSearchResultLocation(let value): try value.encode(to: encoder)
            case .searchResultLocation(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.citations = try container.decodeIfPresent([RequestTextBlock.Citation].self, forKey: "citations")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.citations, forKey: "citations")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestTextBlock {
    public static var cacheControl: Self { Self("cache_control") }
    public static var citations: Self { Self("citations") }
}
