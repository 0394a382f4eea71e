// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSession`
public nonisolated struct BetaManagedAgentsSession: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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
    public var usage: BetaManagedAgentsSessionUsage

    /// Timing statistics for the session.
    public var stats: BetaManagedAgentsSessionStats

    /// When the session was archived. Null if not archived.
    public var archivedAt: BetaTimestamp?

    /// The session's enforced spend ceiling, or null when no budget is set.
    public var budget: BetaManagedAgentsBudgetLimit?

    /// Deployment ID when the session was created from a deployment reference.
    ///
    /// Null otherwise.
    public var deploymentID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        usage: BetaManagedAgentsSessionUsage,
        stats: BetaManagedAgentsSessionStats,
        archivedAt: BetaTimestamp?,
        budget: BetaManagedAgentsBudgetLimit? = nil,
        deploymentID: String? = nil
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
        self.budget = budget
        self.deploymentID = deploymentID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            environmentID: .emptyValue,
            title: nil,
            metadata: .emptyValue,
            agent: .emptyValue,
            resources: .emptyValue,
            vaultIDs: .emptyValue,
            outcomeEvaluations: .emptyValue,
            usage: .emptyValue,
            stats: .emptyValue,
            archivedAt: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsSessionStatus.self, forKey: "status", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.agent = try container.decodeRequired(BetaManagedAgentsSessionAgent.self, forKey: "agent", in: decoder)
        self.resources = try container.decodeRequired([BetaManagedAgentsSessionResource].self, forKey: "resources", in: decoder)
        self.vaultIDs = try container.decodeRequired([String].self, forKey: "vault_ids", in: decoder)
        self.outcomeEvaluations = try container.decodeRequired([BetaManagedAgentsOutcomeEvaluationResource].self, forKey: "outcome_evaluations", in: decoder)
        self.usage = try container.decodeRequired(BetaManagedAgentsSessionUsage.self, forKey: "usage", in: decoder)
        self.stats = try container.decodeRequired(BetaManagedAgentsSessionStats.self, forKey: "stats", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimit.self, forKey: "budget")
        self.deploymentID = try container.decodeIfPresent(String.self, forKey: "deployment_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.agent, forKey: "agent")
        try container.encode(self.resources, forKey: "resources")
        try container.encode(self.vaultIDs, forKey: "vault_ids")
        try container.encode(self.outcomeEvaluations, forKey: "outcome_evaluations")
        try container.encode(self.usage, forKey: "usage")
        try container.encode(self.stats, forKey: "stats")
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encodeIfPresent(self.deploymentID, forKey: "deployment_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSession {
    public static var budget: Self { Self("budget") }
    public static var deploymentID: Self { Self("deployment_id") }
}
