// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CitationsDelta
///
/// - Schema: `#/components/schemas/BetaCitationsDelta`
public struct BetaCitationsDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// Citation
    public var citation: BetaCitationsDelta.Citation

    /// Type
    public var type: String

    public init(
        citation: BetaCitationsDelta.Citation
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
    public enum Citation: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `char_location`
        case charLocation(BetaResponseCharLocationCitation)
        /// - `type`: `page_location`
        case pageLocation(BetaResponsePageLocationCitation)
        /// - `type`: `content_block_location`
        case contentBlockLocation(BetaResponseContentBlockLocationCitation)
        /// - `type`: `web_search_result_location`
        case webSearchResultLocation(BetaResponseWebSearchResultLocationCitation)
        /// - `type`: `search_result_location`
        case searchResultLocation(BetaResponseSearchResultLocationCitation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "char_location": self = .charLocation(try BetaResponseCharLocationCitation(from: decoder)); return
                case "page_location": self = .pageLocation(try BetaResponsePageLocationCitation(from: decoder)); return
                case "content_block_location": self = .contentBlockLocation(try BetaResponseContentBlockLocationCitation(from: decoder)); return
                case "web_search_result_location": self = .webSearchResultLocation(try BetaResponseWebSearchResultLocationCitation(from: decoder)); return
                case "search_result_location": self = .searchResultLocation(try BetaResponseSearchResultLocationCitation(from: decoder)); return
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

    enum CodingKeys: String, CodingKey {
        case citation
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.citation = try container.decodeRequired(BetaCitationsDelta.Citation.self, forKey: .citation, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "citations_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.citation, forKey: .citation)
        try container.encode(self.type, forKey: .type)
    }
}
