// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolEvaluation`
public nonisolated enum BetaManagedAgentsAgentToolEvaluation: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `always_allow`
    case alwaysAllow(BetaManagedAgentsAgentToolEvaluationAlwaysAllow)
    /// - `type`: `always_ask`
    case alwaysAsk(BetaManagedAgentsAgentToolEvaluationAlwaysAsk)
    /// - `type`: `auto`
    case auto(BetaManagedAgentsAgentToolEvaluationAuto)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "always_allow": self = .alwaysAllow(try BetaManagedAgentsAgentToolEvaluationAlwaysAllow(from: decoder)); return
            case "always_ask": self = .alwaysAsk(try BetaManagedAgentsAgentToolEvaluationAlwaysAsk(from: decoder)); return
            case "auto": self = .auto(try BetaManagedAgentsAgentToolEvaluationAuto(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .alwaysAllow(let value): try value.encode(to: encoder)
        case .alwaysAsk(let value): try value.encode(to: encoder)
        case .auto(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
