// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestDocumentBlock
///
/// - Schema: `#/components/schemas/RequestDocumentBlock`
public nonisolated struct RequestDocumentBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    public var citations: RequestCitationsConfig?

    /// Context
    public var context: String?

    /// Source
    public var source: RequestDocumentBlock.Source

    /// Title
    public var title: String?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        source: RequestDocumentBlock.Source,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil,
        context: String? = nil,
        title: String? = nil
    ) {
        self.cacheControl = cacheControl
        self.citations = citations
        self.context = context
        self.source = source
        self.title = title
        self.type = "document"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    /// Source
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `base64`
        case base64(Base64PDFSource)
        /// - `type`: `text`
        case text(PlainTextSource)
        /// - `type`: `content`
        case content(ContentBlockSource)
        /// - `type`: `url`
        case url(URLPDFSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        /// `.content(text)` for a `String` value, as a string literal is written.
        public static func content(_ text: String) -> Self {
            .content(ContentBlockSource(stringLiteral: text))
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "base64": self = .base64(try Base64PDFSource(from: decoder)); return
                case "text": self = .text(try PlainTextSource(from: decoder)); return
                case "content": self = .content(try ContentBlockSource(from: decoder)); return
                case "url": self = .url(try URLPDFSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .base64(let value): try value.encode(to: encoder)
            case .text(let value): try value.encode(to: encoder)
            case .content(let value): try value.encode(to: encoder)
            case .url(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: "citations")
        self.context = try container.decodeIfPresent(String.self, forKey: "context")
        self.source = try container.decodeRequired(RequestDocumentBlock.Source.self, forKey: "source", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "document")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.citations, forKey: "citations")
        try container.encodeIfPresent(self.context, forKey: "context")
        try container.encode(self.source, forKey: "source")
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestDocumentBlock {
    public static var cacheControl: Self { Self("cache_control") }
    public static var citations: Self { Self("citations") }
    public static var context: Self { Self("context") }
    public static var title: Self { Self("title") }
}
