// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for document source variants.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDocumentSource`
public nonisolated enum BetaManagedAgentsDocumentSource: Codable, Equatable, Sendable, EmptyDecodable {
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
