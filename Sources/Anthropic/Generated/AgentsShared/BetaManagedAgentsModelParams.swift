// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsModelParams`
public nonisolated enum BetaManagedAgentsModelParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// BetaManagedAgentsModel
    case betaManagedAgentsModel(BetaManagedAgentsModel)
    case configParams(BetaManagedAgentsModelConfigParams)
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
        case .object:
            self = .configParams(try BetaManagedAgentsModelConfigParams(from: decoder)); return
        case .string:
            if let value = UnionDecoding.attempt(in: decoder, { try BetaManagedAgentsModel(from: decoder) }) {
                self = .betaManagedAgentsModel(value); return
            }
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .betaManagedAgentsModel(let value): try value.encode(to: encoder)
        case .configParams(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
