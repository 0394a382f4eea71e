// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved skill as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSkill`
public nonisolated enum BetaManagedAgentsSkill: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `anthropic`
    case anthropic(BetaManagedAgentsAnthropicSkill)
    /// - `type`: `custom`
    case custom(BetaManagedAgentsCustomSkill)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "anthropic": self = .anthropic(try BetaManagedAgentsAnthropicSkill(from: decoder)); return
            case "custom": self = .custom(try BetaManagedAgentsCustomSkill(from: decoder)); return
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
