// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The conversation that this response belongs to. Items from this conversation are prepended to `input_items` for this response request.
/// Input items and output items from this response are automatically added to this conversation after this response completes.
///
/// - Schema: `#/components/schemas/BetaConversationParam`
public enum BetaConversationParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The unique ID of the conversation.
    case conversationID(String)
    case param2(BetaConversationParam2)
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
            self = .param2(try BetaConversationParam2(from: decoder)); return
        case .string:
            self = .conversationID(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationID(let value): try value.encode(to: encoder)
        case .param2(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The conversation that this response belongs to.
///
/// - Schema: `#/components/schemas/BetaConversationParam-2`
public struct BetaConversationParam2: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the conversation.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
    }
}
