// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Content block in a tool result. Can be `text`, `image`, `document`, or `search_result`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsToolResultContentBlock`
public nonisolated enum BetaManagedAgentsToolResultContentBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(BetaManagedAgentsTextBlock)
    /// - `type`: `image`
    case image(BetaManagedAgentsImageBlock)
    /// - `type`: `document`
    case document(BetaManagedAgentsDocumentBlock)
    /// - `type`: `search_result`
    case searchResultBlockParam(BetaManagedAgentsSearchResultBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try BetaManagedAgentsTextBlock(from: decoder)); return
            case "image": self = .image(try BetaManagedAgentsImageBlock(from: decoder)); return
            case "document": self = .document(try BetaManagedAgentsDocumentBlock(from: decoder)); return
            case "search_result": self = .searchResultBlockParam(try BetaManagedAgentsSearchResultBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .document(let value): try value.encode(to: encoder)
        case .searchResultBlockParam(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
