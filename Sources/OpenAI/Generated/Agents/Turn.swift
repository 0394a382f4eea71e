// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The canonical public representation of a session turn.
///
/// - Schema: `#/components/schemas/Turn`
public nonisolated struct Turn: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the agent that ran the turn.
    public var agentID: String

    /// The Unix timestamp, in seconds, when the turn reached a terminal state.
    public var completedAt: Int?

    /// The Unix timestamp, in seconds, used to order the turn by creation time.
    ///
    /// Subagent turns use their start time, falling back to completion time or the
    /// subagent opening time when the preceding timestamps are unavailable.
    public var createdAt: Int

    /// A customer-safe error. Non-null only for a failed turn.
    public var error: SessionTurnError?

    /// The ID of the turn.
    public var id: String

    /// The object type. Always `agent.session.turn`.
    public var object: String

    /// Prompt cache lifetime selected when this turn started, including an inherited
    /// session TTL. Null when the turn used the model default or no TTL was recorded.
    public var promptCacheOptions: SessionsTurnPromptCacheOptions?

    /// The ID of the session that owns the turn.
    public var sessionID: String

    /// The Unix timestamp, in seconds, when the turn started.
    public var startedAt: Int?

    /// The current status of the turn.
    ///
    /// - `queued` - The turn is waiting to start.
    /// - `in_progress` - The turn is in progress.
    /// - `waiting` - The turn is waiting for external input.
    /// - `completed` - The turn completed successfully.
    /// - `failed` - The turn failed.
    /// - `cancelled` - The turn was cancelled.
    public var status: Turn.Status

    /// The ID of the subagent that ran the turn, if applicable.
    public var subagentID: String?

    /// Best-effort token usage for the turn, or null if unknown.
    ///
    /// Recorded usage may change.
    public var usage: TokenUsage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agentID: String,
        createdAt: Int,
        id: String,
        sessionID: String,
        status: Turn.Status,
        completedAt: Int? = nil,
        error: SessionTurnError? = nil,
        promptCacheOptions: SessionsTurnPromptCacheOptions? = nil,
        startedAt: Int? = nil,
        subagentID: String? = nil,
        usage: TokenUsage? = nil
    ) {
        self.agentID = agentID
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.error = error
        self.id = id
        self.object = "agent.session.turn"
        self.promptCacheOptions = promptCacheOptions
        self.sessionID = sessionID
        self.startedAt = startedAt
        self.status = status
        self.subagentID = subagentID
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agentID: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            sessionID: .emptyValue,
            status: .emptyValue
        )
    }

    /// The current status of the turn.
    ///
    /// - `queued` - The turn is waiting to start.
    /// - `in_progress` - The turn is in progress.
    /// - `waiting` - The turn is waiting for external input.
    /// - `completed` - The turn completed successfully.
    /// - `failed` - The turn failed.
    /// - `cancelled` - The turn was cancelled.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case queued
        case inProgress
        case waiting
        case completed
        case failed
        case cancelled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "queued": self = .queued
            case "in_progress": self = .inProgress
            case "waiting": self = .waiting
            case "completed": self = .completed
            case "failed": self = .failed
            case "cancelled": self = .cancelled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .queued: "queued"
            case .inProgress: "in_progress"
            case .waiting: "waiting"
            case .completed: "completed"
            case .failed: "failed"
            case .cancelled: "cancelled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agentID = try container.decodeRequired(String.self, forKey: "agent_id", in: decoder)
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.error = try container.decodeIfPresent(SessionTurnError.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session.turn")
        self.promptCacheOptions = try container.decodeIfPresent(SessionsTurnPromptCacheOptions.self, forKey: "prompt_cache_options")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.startedAt = try container.decodeIfPresent(Int.self, forKey: "started_at")
        self.status = try container.decodeRequired(Turn.Status.self, forKey: "status", in: decoder)
        self.subagentID = try container.decodeIfPresent(String.self, forKey: "subagent_id")
        self.usage = try container.decodeIfPresent(TokenUsage.self, forKey: "usage")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agentID, forKey: "agent_id")
        try container.encodeIfPresent(self.completedAt, forKey: "completed_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.startedAt, forKey: "started_at")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.subagentID, forKey: "subagent_id")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == Turn {
    public static var completedAt: Self { Self("completed_at") }
    public static var error: Self { Self("error") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
    public static var startedAt: Self { Self("started_at") }
    public static var subagentID: Self { Self("subagent_id") }
    public static var usage: Self { Self("usage") }
}
