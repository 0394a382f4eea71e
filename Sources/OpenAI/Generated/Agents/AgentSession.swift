// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents session.
///
/// - Schema: `#/components/schemas/AgentSession`
public nonisolated struct AgentSession: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent running in the session.
    public var agent: AgentSessionAgent

    /// The Unix timestamp, in seconds, when the session was created.
    public var createdAt: Int

    /// The execution environment for the session.
    public var environment: APIEnvironment

    /// The error that caused the session to fail, if any.
    public var error: String?

    /// The ID of the session.
    public var id: String

    /// The Unix timestamp, in seconds, when the session was last active.
    public var lastActiveAt: Int

    /// Custom string key-value pairs attached to the session.
    public var metadata: [String: String]

    /// The object type. Always `agent.session`.
    public var object: String

    /// Default prompt cache lifetime for turns in this session, when configured.
    public var promptCacheOptions: BetaAgentSessionPromptCacheOptions?

    /// Actions that must be completed before the session can continue.
    public var requiredActions: [AgentSessionRequiredAction]

    /// Review applied to eligible actions in this session.
    ///
    /// Omitted when review is none and automatic review is not enabled. Omission means
    /// none.
    public var review: AgentSession.Review?

    /// The current status of the session.
    ///
    /// - `idle` - The session has no turn in progress and is ready for input. A hosted
    ///   environment may still be provisioning.
    /// - `in_progress` - The session is processing a turn.
    /// - `requires_action` - The session is waiting for one or more required actions.
    /// - `failed` - The session failed.
    public var status: AgentSession.Status

    /// Best-effort token usage for the session, or null if unknown.
    ///
    /// Recorded usage may change.
    public var usage: TokenUsage?

    /// The IDs of vaults made available to the session.
    public var vaultIDs: [String]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: AgentSessionAgent,
        createdAt: Int,
        environment: APIEnvironment,
        id: String,
        lastActiveAt: Int,
        metadata: [String: String],
        requiredActions: [AgentSessionRequiredAction],
        status: AgentSession.Status,
        vaultIDs: [String],
        error: String? = nil,
        promptCacheOptions: BetaAgentSessionPromptCacheOptions? = nil,
        review: AgentSession.Review? = nil,
        usage: TokenUsage? = nil
    ) {
        self.agent = agent
        self.createdAt = createdAt
        self.environment = environment
        self.error = error
        self.id = id
        self.lastActiveAt = lastActiveAt
        self.metadata = metadata
        self.object = "agent.session"
        self.promptCacheOptions = promptCacheOptions
        self.requiredActions = requiredActions
        self.review = review
        self.status = status
        self.usage = usage
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            createdAt: .emptyValue,
            environment: .emptyValue,
            id: .emptyValue,
            lastActiveAt: .emptyValue,
            metadata: .emptyValue,
            requiredActions: .emptyValue,
            status: .emptyValue,
            vaultIDs: .emptyValue
        )
    }

    /// Review applied to eligible actions in this session.
    ///
    /// Omitted when review is none and automatic review is not enabled. Omission means
    /// none.
    public nonisolated enum Review: OpenEnum, EmptyDecodable {
        case none
        case autoReview
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "none": self = .none
            case "auto_review": self = .autoReview
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .none: "none"
            case .autoReview: "auto_review"
            case .unknown(let value): value
            }
        }
    }

    /// The current status of the session.
    ///
    /// - `idle` - The session has no turn in progress and is ready for input. A hosted
    ///   environment may still be provisioning.
    /// - `in_progress` - The session is processing a turn.
    /// - `requires_action` - The session is waiting for one or more required actions.
    /// - `failed` - The session failed.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case idle
        case inProgress
        case requiresAction
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "idle": self = .idle
            case "in_progress": self = .inProgress
            case "requires_action": self = .requiresAction
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .idle: "idle"
            case .inProgress: "in_progress"
            case .requiresAction: "requires_action"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeRequired(AgentSessionAgent.self, forKey: "agent", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.environment = try container.decodeRequired(APIEnvironment.self, forKey: "environment", in: decoder)
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.lastActiveAt = try container.decodeRequired(Int.self, forKey: "last_active_at", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session")
        self.promptCacheOptions = try container.decodeIfPresent(BetaAgentSessionPromptCacheOptions.self, forKey: "prompt_cache_options")
        self.requiredActions = try container.decodeRequired([AgentSessionRequiredAction].self, forKey: "required_actions", in: decoder)
        self.review = try container.decodeIfPresent(AgentSession.Review.self, forKey: "review")
        self.status = try container.decodeRequired(AgentSession.Status.self, forKey: "status", in: decoder)
        self.usage = try container.decodeIfPresent(TokenUsage.self, forKey: "usage")
        self.vaultIDs = try container.decodeRequired([String].self, forKey: "vault_ids", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agent, forKey: "agent")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.environment, forKey: "environment")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.lastActiveAt, forKey: "last_active_at")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encode(self.requiredActions, forKey: "required_actions")
        try container.encodeIfPresent(self.review, forKey: "review")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.usage, forKey: "usage")
        try container.encode(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == AgentSession {
    public static var error: Self { Self("error") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
    public static var review: Self { Self("review") }
    public static var usage: Self { Self("usage") }
}
