// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentUnionParams`
public nonisolated enum BetaManagedAgentsAgentUnionParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    /// - `type`: `agent`
    case object(BetaManagedAgentsAgentParams)
    /// - `type`: `agent_with_overrides`
    case agentWithOverrides(BetaManagedAgentsAgentWithOverridesParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent": self = .object(try BetaManagedAgentsAgentParams(from: decoder)); return
            case "agent_with_overrides": self = .agentWithOverrides(try BetaManagedAgentsAgentWithOverridesParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .object(let value): try value.encode(to: encoder)
        case .agentWithOverrides(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
