// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSession`
public struct BetaManagedAgentsSession: Codable, Hashable, Sendable {
    public var type: String

    public var id: String

    public var status: BetaManagedAgentsSessionStatus

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    public var environmentID: String

    public var title: String?

    public var metadata: [String: String]

    public var agent: BetaManagedAgentsSessionAgent

    public var resources: [BetaManagedAgentsSessionResource]

    /// Vault IDs attached to the session at creation. Empty when no vaults were supplied.
    public var vaultIDs: [String]

    /// Per-outcome evaluation state. One entry per define_outcome event sent to the session.
    public var outcomeEvaluations: [BetaManagedAgentsOutcomeEvaluationResource]

    /// Cumulative token usage for the session.
    public var usage: BetaManagedAgentsSession.Usage

    /// Timing statistics for the session.
    public var stats: BetaManagedAgentsSession.Stats

    /// When the session was archived. Null if not archived.
    public var archivedAt: JSONValue?

    public init(
        id: String,
        status: BetaManagedAgentsSessionStatus,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        environmentID: String,
        title: String?,
        metadata: [String: String],
        agent: BetaManagedAgentsSessionAgent,
        resources: [BetaManagedAgentsSessionResource],
        vaultIDs: [String],
        outcomeEvaluations: [BetaManagedAgentsOutcomeEvaluationResource],
        usage: BetaManagedAgentsSession.Usage,
        stats: BetaManagedAgentsSession.Stats,
        archivedAt: JSONValue?
    ) {
        self.type = "session"
        self.id = id
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.environmentID = environmentID
        self.title = title
        self.metadata = metadata
        self.agent = agent
        self.resources = resources
        self.vaultIDs = vaultIDs
        self.outcomeEvaluations = outcomeEvaluations
        self.usage = usage
        self.stats = stats
        self.archivedAt = archivedAt
    }

    /// Cumulative token usage for the session.
    public struct Usage: Codable, Hashable, Sendable {
        /// Total input tokens consumed across all turns.
        public var inputTokens: Int?

        /// Total output tokens generated across all turns.
        public var outputTokens: Int?

        /// Total tokens read from prompt cache.
        public var cacheReadInputTokens: Int?

        /// Tokens used to create prompt cache entries, broken down by cache TTL.
        public var cacheCreation: BetaManagedAgentsSession.Usage.CacheCreation?

        public init(
            inputTokens: Int? = nil,
            outputTokens: Int? = nil,
            cacheReadInputTokens: Int? = nil,
            cacheCreation: BetaManagedAgentsSession.Usage.CacheCreation? = nil
        ) {
            self.inputTokens = inputTokens
            self.outputTokens = outputTokens
            self.cacheReadInputTokens = cacheReadInputTokens
            self.cacheCreation = cacheCreation
        }

        /// Tokens used to create prompt cache entries, broken down by cache TTL.
        public struct CacheCreation: Codable, Hashable, Sendable {
            /// Tokens used to create 1-hour ephemeral cache entries.
            public var ephemeral1hInputTokens: Int?

            /// Tokens used to create 5-minute ephemeral cache entries.
            public var ephemeral5mInputTokens: Int?

            public init(
                ephemeral1hInputTokens: Int? = nil,
                ephemeral5mInputTokens: Int? = nil
            ) {
                self.ephemeral1hInputTokens = ephemeral1hInputTokens
                self.ephemeral5mInputTokens = ephemeral5mInputTokens
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case ephemeral1hInputTokens = "ephemeral_1h_input_tokens"
                case ephemeral5mInputTokens = "ephemeral_5m_input_tokens"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.ephemeral1hInputTokens = try container.decodeIfPresent(Int.self, forKey: .ephemeral1hInputTokens)
                self.ephemeral5mInputTokens = try container.decodeIfPresent(Int.self, forKey: .ephemeral5mInputTokens)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.ephemeral1hInputTokens, forKey: .ephemeral1hInputTokens)
                try container.encodeIfPresent(self.ephemeral5mInputTokens, forKey: .ephemeral5mInputTokens)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case outputTokens = "output_tokens"
            case cacheReadInputTokens = "cache_read_input_tokens"
            case cacheCreation = "cache_creation"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.inputTokens = try container.decodeIfPresent(Int.self, forKey: .inputTokens)
            self.outputTokens = try container.decodeIfPresent(Int.self, forKey: .outputTokens)
            self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: .cacheReadInputTokens)
            self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsSession.Usage.CacheCreation.self, forKey: .cacheCreation)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.inputTokens, forKey: .inputTokens)
            try container.encodeIfPresent(self.outputTokens, forKey: .outputTokens)
            try container.encodeIfPresent(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
            try container.encodeIfPresent(self.cacheCreation, forKey: .cacheCreation)
        }
    }

    /// Timing statistics for the session.
    public struct Stats: Codable, Hashable, Sendable {
        /// Elapsed time since session creation in seconds. For terminated sessions, frozen at the final update.
        public var durationSeconds: Double?

        /// Cumulative time in seconds the session spent in running status. Excludes idle time.
        public var activeSeconds: Double?

        public init(
            durationSeconds: Double? = nil,
            activeSeconds: Double? = nil
        ) {
            self.durationSeconds = durationSeconds
            self.activeSeconds = activeSeconds
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case durationSeconds = "duration_seconds"
            case activeSeconds = "active_seconds"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.durationSeconds = try container.decodeIfPresent(Double.self, forKey: .durationSeconds)
            self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: .activeSeconds)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.durationSeconds, forKey: .durationSeconds)
            try container.encodeIfPresent(self.activeSeconds, forKey: .activeSeconds)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case status
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case environmentID = "environment_id"
        case title
        case metadata
        case agent
        case resources
        case vaultIDs = "vault_ids"
        case outcomeEvaluations = "outcome_evaluations"
        case usage
        case stats
        case archivedAt = "archived_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "session"
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsSessionStatus.self, forKey: .status, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: .environmentID, in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.agent = try container.decodeRequired(BetaManagedAgentsSessionAgent.self, forKey: .agent, in: decoder)
        self.resources = try container.decodeRequired([BetaManagedAgentsSessionResource].self, forKey: .resources, in: decoder)
        self.vaultIDs = try container.decodeRequired([String].self, forKey: .vaultIDs, in: decoder)
        self.outcomeEvaluations = try container.decodeRequired([BetaManagedAgentsOutcomeEvaluationResource].self, forKey: .outcomeEvaluations, in: decoder)
        self.usage = try container.decodeRequired(BetaManagedAgentsSession.Usage.self, forKey: .usage, in: decoder)
        self.stats = try container.decodeRequired(BetaManagedAgentsSession.Stats.self, forKey: .stats, in: decoder)
        self.archivedAt = try container.decodeIfPresent(JSONValue.self, forKey: .archivedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encode(self.environmentID, forKey: .environmentID)
        try container.encode(self.title, forKey: .title)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.agent, forKey: .agent)
        try container.encode(self.resources, forKey: .resources)
        try container.encode(self.vaultIDs, forKey: .vaultIDs)
        try container.encode(self.outcomeEvaluations, forKey: .outcomeEvaluations)
        try container.encode(self.usage, forKey: .usage)
        try container.encode(self.stats, forKey: .stats)
        try container.encode(self.archivedAt, forKey: .archivedAt)
    }
}
