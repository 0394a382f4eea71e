// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Permission policy for tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsPermissionPolicy`
public nonisolated enum BetaManagedAgentsPermissionPolicy: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `always_allow`
    case alwaysAllow(BetaManagedAgentsAlwaysAllowPolicy)
    /// - `type`: `always_ask`
    case alwaysAsk(BetaManagedAgentsAlwaysAskPolicy)
    /// - `type`: `auto`
    case autoPolicy(BetaManagedAgentsAutoPolicy)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "always_allow": self = .alwaysAllow(try BetaManagedAgentsAlwaysAllowPolicy(from: decoder)); return
            case "always_ask": self = .alwaysAsk(try BetaManagedAgentsAlwaysAskPolicy(from: decoder)); return
            case "auto": self = .autoPolicy(try BetaManagedAgentsAutoPolicy(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .alwaysAllow(let value): try value.encode(to: encoder)
        case .alwaysAsk(let value): try value.encode(to: encoder)
        case .autoPolicy(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
