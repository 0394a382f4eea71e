// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentInitialEvent`
public nonisolated enum BetaManagedAgentsDeploymentInitialEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user.message`
    case userMessage(BetaManagedAgentsDeploymentUserMessageEvent)
    /// - `type`: `user.define_outcome`
    case userDefineOutcome(BetaManagedAgentsDeploymentUserDefineOutcomeEvent)
    /// - `type`: `system.message`
    case systemMessage(BetaManagedAgentsDeploymentSystemMessageEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user.message": self = .userMessage(try BetaManagedAgentsDeploymentUserMessageEvent(from: decoder)); return
            case "user.define_outcome": self = .userDefineOutcome(try BetaManagedAgentsDeploymentUserDefineOutcomeEvent(from: decoder)); return
            case "system.message": self = .systemMessage(try BetaManagedAgentsDeploymentSystemMessageEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .userMessage(let value): try value.encode(to: encoder)
        case .userDefineOutcome(let value): try value.encode(to: encoder)
        case .systemMessage(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
