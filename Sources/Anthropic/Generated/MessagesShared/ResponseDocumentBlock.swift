// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseDocumentBlock
///
/// - Schema: `#/components/schemas/ResponseDocumentBlock`
public nonisolated struct ResponseDocumentBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Citation configuration for the document
    public var citations: ResponseCitationsConfig?

    /// Source
    public var source: ResponseDocumentBlock.Source

    /// The title of the document
    public var title: String?

    /// Type
    public var type: String

    public init(
        citations: ResponseCitationsConfig?,
        source: ResponseDocumentBlock.Source,
        title: String?
    ) {
        self.citations = citations
        self.source = source
        self.title = title
        self.type = "document"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citations: nil,
            source: .emptyValue,
            title: nil
        )
    }

    /// Source
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `base64`
        case base64(Base64PDFSource)
        /// - `type`: `text`
        case text(PlainTextSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "base64": self = .base64(try Base64PDFSource(from: decoder)); return
                case "text": self = .text(try PlainTextSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .base64(let value): try value.encode(to: encoder)
            case .text(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citations = try container.decodeIfPresent(ResponseCitationsConfig.self, forKey: "citations")
        self.source = try container.decodeRequired(ResponseDocumentBlock.Source.self, forKey: "source", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "document")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citations, forKey: "citations")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}
