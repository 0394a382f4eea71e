// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Skill to load in the session container.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSkillParams`
public nonisolated enum BetaManagedAgentsSkillParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `anthropic`
    case anthropic(BetaManagedAgentsAnthropicSkillParams)
    /// - `type`: `custom`
    case custom(BetaManagedAgentsCustomSkillParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "anthropic": self = .anthropic(try BetaManagedAgentsAnthropicSkillParams(from: decoder)); return
            case "custom": self = .custom(try BetaManagedAgentsCustomSkillParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .anthropic(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
