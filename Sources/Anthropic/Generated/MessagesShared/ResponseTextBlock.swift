// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextBlock
///
/// - Schema: `#/components/schemas/ResponseTextBlock`
public nonisolated struct ResponseTextBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Citations supporting the text block.
    ///
    /// The type of citation returned will depend on the type of document being cited. Citing a PDF results in `page_location`, plain text results in `char_location`, and content document results in `content_block_location`.
    public var citations: [ResponseTextBlock.Citation]?

    /// Text
    public var text: String

    /// Type
    public var type: String

    public init(
        citations: [ResponseTextBlock.Citation]?,
        text: String
    ) {
        self.citations = citations
        self.text = text
        self.type = "text"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citations: nil,
            text: .emptyValue
        )
    }

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
        self.citations = try container.decodeIfPresent([ResponseTextBlock.Citation].self, forKey: "citations")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citations, forKey: "citations")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}
