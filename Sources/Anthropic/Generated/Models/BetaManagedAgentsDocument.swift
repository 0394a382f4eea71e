// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Document content, either specified directly as base64 data, as text, or as a reference via a URL.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDocumentBlock`
public struct BetaManagedAgentsDocumentBlock: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The source of the document data.
    public var source: BetaManagedAgentsDocumentSource

    /// The title of the document.
    public var title: String?

    /// Additional context about the document for the model.
    public var context: String?

    public init(
        source: BetaManagedAgentsDocumentSource,
        title: String? = nil,
        context: String? = nil
    ) {
        self.type = "document"
        self.source = source
        self.title = title
        self.context = context
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case source
        case title
        case context
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "document")
        self.source = try container.decodeRequired(BetaManagedAgentsDocumentSource.self, forKey: .source, in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.context = try container.decodeIfPresent(String.self, forKey: .context)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.source, forKey: .source)
        try container.encodeIfPresent(self.title, forKey: .title)
        try container.encodeIfPresent(self.context, forKey: .context)
    }
}

/// Union type for document source variants.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDocumentSource`
public enum BetaManagedAgentsDocumentSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `base64`
    case base64(BetaManagedAgentsBase64DocumentSource)
    /// - `type`: `text`
    case text(BetaManagedAgentsPlainTextDocumentSource)
    /// - `type`: `url`
    case url(BetaManagedAgentsURLDocumentSource)
    /// - `type`: `file`
    case file(BetaManagedAgentsFileDocumentSource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "base64": self = .base64(try BetaManagedAgentsBase64DocumentSource(from: decoder)); return
            case "text": self = .text(try BetaManagedAgentsPlainTextDocumentSource(from: decoder)); return
            case "url": self = .url(try BetaManagedAgentsURLDocumentSource(from: decoder)); return
            case "file": self = .file(try BetaManagedAgentsFileDocumentSource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .base64(let value): try value.encode(to: encoder)
        case .text(let value): try value.encode(to: encoder)
        case .url(let value): try value.encode(to: encoder)
        case .file(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
