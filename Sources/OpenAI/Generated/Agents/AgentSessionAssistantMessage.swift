// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An assistant message produced by the agent.
///
/// - Schema: `#/components/schemas/AgentSessionAssistantMessage`
public nonisolated struct AgentSessionAssistantMessage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The content of the message.
    public var content: [OutputText]

    /// The ID of the message.
    public var id: String

    /// The phase of the assistant message.
    ///
    /// - `commentary` - Commentary produced while the agent works.
    /// - `final_answer` - The agent's final answer.
    public var phase: AgentSessionAssistantMessage.Phase?

    /// The role of the message author. Always `assistant`.
    public var role: String

    /// The status of the message.
    public var status: AgentOutputItemStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `message`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: [OutputText],
        id: String,
        status: AgentOutputItemStatus,
        turnID: String,
        phase: AgentSessionAssistantMessage.Phase? = nil
    ) {
        self.content = content
        self.id = id
        self.phase = phase
        self.role = "assistant"
        self.status = status
        self.turnID = turnID
        self.type = "message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    /// The phase of the assistant message.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([OutputText].self, forKey: "content", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.phase = try container.decodeIfPresent(AgentSessionAssistantMessage.Phase.self, forKey: "phase")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "assistant")
        self.status = try container.decodeRequired(AgentOutputItemStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.phase, forKey: "phase")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionAssistantMessage {
    public static var phase: Self { Self("phase") }
}
