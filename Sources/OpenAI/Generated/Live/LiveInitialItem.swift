// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveInitialItem`
public nonisolated enum LiveInitialItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `role`: `developer`
    case developer(LiveInitialItemDeveloper)
    /// - `role`: `user`
    case user(LiveInitialItemUser)
    /// - `role`: `assistant`
    case assistant(LiveInitialItemAssistant)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "role") {
            switch tag {
            case "developer": self = .developer(try LiveInitialItemDeveloper(from: decoder)); return
            case "user": self = .user(try LiveInitialItemUser(from: decoder)); return
            case "assistant": self = .assistant(try LiveInitialItemAssistant(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .developer(let value): try value.encode(to: encoder)
        case .user(let value): try value.encode(to: encoder)
        case .assistant(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
