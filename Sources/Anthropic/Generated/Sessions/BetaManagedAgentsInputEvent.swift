// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for events that can be sent to a session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsInputEvent`
public nonisolated enum BetaManagedAgentsInputEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user.message`
    case userMessage(BetaManagedAgentsUserMessageEvent)
    /// - `type`: `user.interrupt`
    case userInterrupt(BetaManagedAgentsUserInterruptEvent)
    /// - `type`: `user.tool_confirmation`
    case userToolConfirmation(BetaManagedAgentsUserToolConfirmationEvent)
    /// - `type`: `user.custom_tool_result`
    case userCustomToolResult(BetaManagedAgentsUserCustomToolResultEvent)
    /// - `type`: `user.define_outcome`
    case userDefineOutcome(BetaManagedAgentsUserDefineOutcomeEvent)
    /// - `type`: `user.tool_result`
    case userToolResult(BetaManagedAgentsUserToolResultEvent)
    /// - `type`: `system.message`
    case systemMessage(BetaManagedAgentsSystemMessageEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user.message": self = .userMessage(try BetaManagedAgentsUserMessageEvent(from: decoder)); return
            case "user.interrupt": self = .userInterrupt(try BetaManagedAgentsUserInterruptEvent(from: decoder)); return
            case "user.tool_confirmation": self = .userToolConfirmation(try BetaManagedAgentsUserToolConfirmationEvent(from: decoder)); return
            case "user.custom_tool_result": self = .userCustomToolResult(try BetaManagedAgentsUserCustomToolResultEvent(from: decoder)); return
            case "user.define_outcome": self = .userDefineOutcome(try BetaManagedAgentsUserDefineOutcomeEvent(from: decoder)); return
            case "user.tool_result": self = .userToolResult(try BetaManagedAgentsUserToolResultEvent(from: decoder)); return
            case "system.message": self = .systemMessage(try BetaManagedAgentsSystemMessageEvent(from: decoder)); return
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
