// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for event parameters that can be sent to a session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsEventParams`
public nonisolated enum BetaManagedAgentsEventParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user.message`
    case userMessage(BetaManagedAgentsUserMessageEventParams)
    /// - `type`: `user.interrupt`
    case userInterrupt(BetaManagedAgentsUserInterruptEventParams)
    /// - `type`: `user.tool_confirmation`
    case userToolConfirmation(BetaManagedAgentsUserToolConfirmationEventParams)
    /// - `type`: `user.custom_tool_result`
    case userCustomToolResult(BetaManagedAgentsUserCustomToolResultEventParams)
    /// - `type`: `user.define_outcome`
    case userDefineOutcome(BetaManagedAgentsUserDefineOutcomeEventParams)
    /// - `type`: `user.tool_result`
    case userToolResult(BetaManagedAgentsUserToolResultEventParams)
    /// - `type`: `system.message`
    case systemMessage(BetaManagedAgentsSystemMessageEventParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user.message": self = .userMessage(try BetaManagedAgentsUserMessageEventParams(from: decoder)); return
            case "user.interrupt": self = .userInterrupt(try BetaManagedAgentsUserInterruptEventParams(from: decoder)); return
            case "user.tool_confirmation": self = .userToolConfirmation(try BetaManagedAgentsUserToolConfirmationEventParams(from: decoder)); return
            case "user.custom_tool_result": self = .userCustomToolResult(try BetaManagedAgentsUserCustomToolResultEventParams(from: decoder)); return
            case "user.define_outcome": self = .userDefineOutcome(try BetaManagedAgentsUserDefineOutcomeEventParams(from: decoder)); return
            case "user.tool_result": self = .userToolResult(try BetaManagedAgentsUserToolResultEventParams(from: decoder)); return
            case "system.message": self = .systemMessage(try BetaManagedAgentsSystemMessageEventParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .userMessage(let value): try value.encode(to: encoder)
        case .userInterrupt(let value): try value.encode(to: encoder)
        case .userToolConfirmation(let value): try value.encode(to: encoder)
        case .userCustomToolResult(let value): try value.encode(to: encoder)
        case .userDefineOutcome(let value): try value.encode(to: encoder)
        case .userToolResult(let value): try value.encode(to: encoder)
        case .systemMessage(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
