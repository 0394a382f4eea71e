// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/WebSearchAction`
public nonisolated enum WebSearchAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `search`
    case search(WebSearchActionResourceSearch)
    /// - `type`: `open_page`
    case openPage(WebSearchActionOpenPage)
    /// - `type`: `find_in_page`
    case findInPage(WebSearchActionResourceFindInPage)
    /// - `type`: `other`
    case other(WebSearchActionResourceOther)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "search": self = .search(try WebSearchActionResourceSearch(from: decoder)); return
            case "open_page": self = .openPage(try WebSearchActionOpenPage(from: decoder)); return
            case "find_in_page": self = .findInPage(try WebSearchActionResourceFindInPage(from: decoder)); return
            case "other": self = .other(try WebSearchActionResourceOther(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .search(let value): try value.encode(to: encoder)
        case .openPage(let value): try value.encode(to: encoder)
        case .findInPage(let value): try value.encode(to: encoder)
        case .other(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
