// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user or assistant message recorded in a session.
///
/// - Schema: `#/components/schemas/AgentSessionMessage`
public nonisolated struct AgentSessionMessage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The content of the message.
    ///
    /// User messages contain input text or images; assistant messages contain output
    /// text.
    public var content: [AgentSessionMessageContent]

    /// The ID of this item, or null for legacy user messages whose ID was not recorded.
    public var id: String?

    /// The phase of an assistant message. Null for user messages.
    ///
    /// - `commentary` - Commentary produced while the agent works.
    /// - `final_answer` - The agent's final answer.
    public var phase: AgentSessionMessage.Phase?

    /// The role of the message author.
    public var role: AgentSessionMessage.Role

    /// The status of the message. User messages are always `completed`.
    public var status: AgentOutputItemStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `message`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: [AgentSessionMessageContent],
        role: AgentSessionMessage.Role,
        status: AgentOutputItemStatus,
        turnID: String,
        id: String? = nil,
        phase: AgentSessionMessage.Phase? = nil
    ) {
        self.content = content
        self.id = id
        self.phase = phase
        self.role = role
        self.status = status
        self.turnID = turnID
        self.type = "message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            role: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    /// The phase of an assistant message. Null for user messages.
    ///
    /// - `commentary` - Commentary produced while the agent works.
    /// - `final_answer` - The agent's final answer.
    public nonisolated enum Phase: OpenEnum, EmptyDecodable {
        case commentary
        case finalAnswer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "commentary": self = .commentary
            case "final_answer": self = .finalAnswer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .commentary: "commentary"
            case .finalAnswer: "final_answer"
            case .unknown(let value): value
            }
        }
    }

    /// The role of the message author.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case assistant
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "assistant": self = .assistant
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([AgentSessionMessageContent].self, forKey: "content", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.phase = try container.decodeIfPresent(AgentSessionMessage.Phase.self, forKey: "phase")
        self.role = try container.decodeRequired(AgentSessionMessage.Role.self, forKey: "role", in: decoder)
        self.status = try container.decodeRequired(AgentOutputItemStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.phase, forKey: "phase")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionMessage {
    public static var id: Self { Self("id") }
    public static var phase: Self { Self("phase") }
}
