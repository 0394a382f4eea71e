// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A subagent created within a session.
///
/// - Schema: `#/components/schemas/Subagent`
public nonisolated struct Subagent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Unix timestamp, in seconds, when the subagent was closed.
    ///
    /// Null while active, including after resume.
    public var closedAt: Int?

    /// The ID of the subagent.
    public var id: String

    /// Initial task content, or null when unavailable.
    ///
    /// Text may contain placeholders for images or audio when only a preview is
    /// available.
    public var instructions: [AgentContent]?

    /// The runner-assigned nickname, or null when unavailable.
    public var name: String?

    /// The object type. Always `agent.session.subagent`.
    public var object: String

    /// The Unix timestamp, in seconds, when the subagent was first opened.
    ///
    /// Resuming does not change it.
    public var openedAt: Int

    /// The ID of the agent that created this subagent.
    public var parentAgentID: String

    /// The ID of the session that owns the subagent.
    public var sessionID: String

    /// The current status of the subagent.
    ///
    /// - `active` - The subagent remains available, including while idle between turns.
    /// - `closed` - The subagent is closed.
    public var status: Subagent.Status

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        openedAt: Int,
        parentAgentID: String,
        sessionID: String,
        status: Subagent.Status,
        closedAt: Int? = nil,
        instructions: [AgentContent]? = nil,
        name: String? = nil
    ) {
        self.closedAt = closedAt
        self.id = id
        self.instructions = instructions
        self.name = name
        self.object = "agent.session.subagent"
        self.openedAt = openedAt
        self.parentAgentID = parentAgentID
        self.sessionID = sessionID
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            openedAt: .emptyValue,
            parentAgentID: .emptyValue,
            sessionID: .emptyValue,
            status: .emptyValue
        )
    }

    /// The current status of the subagent.
    ///
    /// - `active` - The subagent remains available, including while idle between turns.
    /// - `closed` - The subagent is closed.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case closed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "closed": self = .closed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .closed: "closed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.closedAt = try container.decodeIfPresent(Int.self, forKey: "closed_at")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.instructions = try container.decodeIfPresent([AgentContent].self, forKey: "instructions")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session.subagent")
        self.openedAt = try container.decodeRequired(Int.self, forKey: "opened_at", in: decoder)
        self.parentAgentID = try container.decodeRequired(String.self, forKey: "parent_agent_id", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.status = try container.decodeRequired(Subagent.Status.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.closedAt, forKey: "closed_at")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.openedAt, forKey: "opened_at")
        try container.encode(self.parentAgentID, forKey: "parent_agent_id")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == Subagent {
    public static var closedAt: Self { Self("closed_at") }
    public static var instructions: Self { Self("instructions") }
    public static var name: Self { Self("name") }
}
