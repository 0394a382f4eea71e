// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The conversation that this response belongs to. Items from this conversation are prepended to `input_items` for this response request.
/// Input items and output items from this response are automatically added to this conversation after this response completes.
///
/// - Schema: `#/components/schemas/ConversationParam`
public nonisolated enum ConversationParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The unique ID of the conversation.
    case conversationID(String)
    case reference(ConversationReference)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .conversationID(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .reference(try ConversationReference(from: decoder)); return
        case .string:
            self = .conversationID(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationID(let value): try value.encode(to: encoder)
        case .reference(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
