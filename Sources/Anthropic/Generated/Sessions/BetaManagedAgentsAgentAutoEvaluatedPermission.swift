// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentAutoEvaluatedPermission`
public nonisolated enum BetaManagedAgentsAgentAutoEvaluatedPermission: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `allow`
    case allow(BetaManagedAgentsAgentAutoEvaluatedPermissionAllow)
    /// - `type`: `ask`
    case ask(BetaManagedAgentsAgentAutoEvaluatedPermissionAsk)
    /// - `type`: `deny`
    case deny(BetaManagedAgentsAgentAutoEvaluatedPermissionDeny)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allow": self = .allow(try BetaManagedAgentsAgentAutoEvaluatedPermissionAllow(from: decoder)); return
            case "ask": self = .ask(try BetaManagedAgentsAgentAutoEvaluatedPermissionAsk(from: decoder)); return
            case "deny": self = .deny(try BetaManagedAgentsAgentAutoEvaluatedPermissionDeny(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .allow(let value): try value.encode(to: encoder)
        case .ask(let value): try value.encode(to: encoder)
        case .deny(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
