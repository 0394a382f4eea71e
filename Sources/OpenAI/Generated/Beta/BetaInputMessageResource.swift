// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaInputMessageResource`
public nonisolated struct BetaInputMessageResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the message input. Always set to `message`.
    public var type: String

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public var role: BetaInputMessageResource.Role

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: BetaInputMessageResource.Status?

    public var content: BetaInputMessageContentList

    /// The unique ID of the message input.
    public var id: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        role: BetaInputMessageResource.Role,
        content: BetaInputMessageContentList,
        id: String,
        agent: BetaAgentTag? = nil,
        status: BetaInputMessageResource.Status? = nil
    ) {
        self.agent = agent
        self.type = "message"
        self.role = role
        self.status = status
        self.content = content
        self.id = id
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue,
            content: .emptyValue,
            id: .emptyValue
        )
    }

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case system
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "system": self = .system
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .system: "system"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
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
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.role = try container.decodeRequired(BetaInputMessageResource.Role.self, forKey: "role", in: decoder)
        self.status = try container.decodeIfPresent(BetaInputMessageResource.Status.self, forKey: "status")
        self.content = try container.decodeRequired(BetaInputMessageContentList.self, forKey: "content", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
    }
}

nonisolated extension NullableMember where Owner == BetaInputMessageResource {
    public static var agent: Self { Self("agent") }
}
