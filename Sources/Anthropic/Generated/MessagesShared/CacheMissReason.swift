// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CacheMissReason`
public nonisolated enum CacheMissReason: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `model_changed`
    case modelChanged(CacheMissModelChanged)
    /// - `type`: `system_changed`
    case systemChanged(CacheMissSystemChanged)
    /// - `type`: `tools_changed`
    case toolsChanged(CacheMissToolsChanged)
    /// - `type`: `messages_changed`
    case messagesChanged(CacheMissMessagesChanged)
    /// - `type`: `previous_message_not_found`
    case previousMessageNotFound(CacheMissPreviousMessageNotFound)
    /// - `type`: `unavailable`
    case unavailable(CacheMissUnavailable)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "model_changed": self = .modelChanged(try CacheMissModelChanged(from: decoder)); return
            case "system_changed": self = .systemChanged(try CacheMissSystemChanged(from: decoder)); return
            case "tools_changed": self = .toolsChanged(try CacheMissToolsChanged(from: decoder)); return
            case "messages_changed": self = .messagesChanged(try CacheMissMessagesChanged(from: decoder)); return
            case "previous_message_not_found": self = .previousMessageNotFound(try CacheMissPreviousMessageNotFound(from: decoder)); return
            case "unavailable": self = .unavailable(try CacheMissUnavailable(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .modelChanged(let value): try value.encode(to: encoder)
        case .systemChanged(let value): try value.encode(to: encoder)
        case .toolsChanged(let value): try value.encode(to: encoder)
        case .messagesChanged(let value): try value.encode(to: encoder)
        case .previousMessageNotFound(let value): try value.encode(to: encoder)
        case .unavailable(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
