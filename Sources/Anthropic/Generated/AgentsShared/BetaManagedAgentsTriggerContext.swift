// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsTriggerContext`
public nonisolated enum BetaManagedAgentsTriggerContext: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `schedule`
    case schedule(BetaManagedAgentsScheduleTriggerContext)
    /// - `type`: `manual`
    case manual(BetaManagedAgentsManualTriggerContext)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "schedule": self = .schedule(try BetaManagedAgentsScheduleTriggerContext(from: decoder)); return
            case "manual": self = .manual(try BetaManagedAgentsManualTriggerContext(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .schedule(let value): try value.encode(to: encoder)
        case .manual(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
