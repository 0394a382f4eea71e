// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An assistant message included in the initial text history of a Live session.
///
/// - Schema: `#/components/schemas/InitialItemParamAssistant`
public nonisolated struct InitialItemParamAssistant: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The message content.
    ///
    /// Supply exactly one text part for the initial Live conversation history.
    public var content: [InitialItemParamAssistantContent]

    /// An optional identifier for the supplied history message.
    ///
    /// Live uses the message’s role and text to initialize the conversation.
    public var id: String?

    /// The author of this history message. Always `assistant`.
    public var role: String

    /// The supplied message’s status.
    ///
    /// Live uses its text as history and does not resume an incomplete message.
    public var status: InitialItemParamAssistant.Status?

    /// The history item type. Always `message`.
    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: [InitialItemParamAssistantContent],
        id: String? = nil,
        status: InitialItemParamAssistant.Status? = nil,
        type: String? = nil
    ) {
        self.content = content
        self.id = id
        self.role = "assistant"
        self.status = status
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// The supplied message’s status.
    ///
    /// Live uses its text as history and does not resume an incomplete message.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case incomplete
        case completed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "incomplete": self = .incomplete
            case "completed": self = .completed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .incomplete: "incomplete"
            case .completed: "completed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([InitialItemParamAssistantContent].self, forKey: "content", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "assistant")
        self.status = try container.decodeIfPresent(InitialItemParamAssistant.Status.self, forKey: "status")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == InitialItemParamAssistant {
    public static var id: Self { Self("id") }
    public static var status: Self { Self("status") }
}
