// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An output message from the model.
///
/// - Schema: `#/components/schemas/OutputMessage`
public nonisolated struct OutputMessage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the output message.
    public var id: String

    /// The type of the output message. Always `message`.
    public var type: String

    /// The role of the output message. Always `assistant`.
    public var role: String

    /// The content of the output message.
    public var content: [OutputMessageContent]

    public var phase: MessagePhase?

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: OutputMessage.Status

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        content: [OutputMessageContent],
        status: OutputMessage.Status,
        phase: MessagePhase? = nil
    ) {
        self.id = id
        self.type = "message"
        self.role = "assistant"
        self.content = content
        self.phase = phase
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue,
            status: .emptyValue
        )
    }

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "assistant")
        self.content = try container.decodeRequired([OutputMessageContent].self, forKey: "content", in: decoder)
        self.phase = try container.decodeIfPresent(MessagePhase.self, forKey: "phase")
        self.status = try container.decodeRequired(OutputMessage.Status.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.phase, forKey: "phase")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == OutputMessage {
    public static var phase: Self { Self("phase") }
}
