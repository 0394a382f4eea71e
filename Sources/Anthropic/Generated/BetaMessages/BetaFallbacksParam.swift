// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaFallbacksParam`
public nonisolated enum BetaFallbacksParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case array([BetaFallbackParam])
    case string(String)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .array:
            self = .array(try [BetaFallbackParam](from: decoder)); return
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
