// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CitationsDelta
///
/// - Schema: `#/components/schemas/CitationsDelta`
public nonisolated struct CitationsDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// Citation
    public var citation: CitationsDelta.Citation

    /// Type
    public var type: String

    public init(
        citation: CitationsDelta.Citation
    ) {
        self.citation = citation
        self.type = "citations_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citation: .emptyValue
        )
    }

    /// Citation
    public nonisolated enum Citation: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `char_location`
        case charLocation(ResponseCharLocationCitation)
        /// - `type`: `page_location`
        case pageLocation(ResponsePageLocationCitation)
        /// - `type`: `content_block_location`
        case contentBlockLocation(ResponseContentBlockLocationCitation)
        /// - `type`: `web_search_result_location`
        case webSearchResultLocation(ResponseWebSearchResultLocationCitation)
        /// - `type`: `search_result_location`
        case searchResultLocation(ResponseSearchResultLocationCitation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "char_location": self = .charLocation(try ResponseCharLocationCitation(from: decoder)); return
                case "page_location": self = .pageLocation(try ResponsePageLocationCitation(from: decoder)); return
                case "content_block_location": self = .contentBlockLocation(try ResponseContentBlockLocationCitation(from: decoder)); return
                case "web_search_result_location": self = .webSearchResultLocation(try ResponseWebSearchResultLocationCitation(from: decoder)); return
                case "search_result_location": self = .searchResultLocation(try ResponseSearchResultLocationCitation(from: decoder)); return
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
        self.citation = try container.decodeRequired(CitationsDelta.Citation.self, forKey: "citation", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "citations_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citation, forKey: "citation")
        try container.encode(self.type, forKey: "type")
    }
}
