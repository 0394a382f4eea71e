// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A deployment is a configured instance of an agent — it binds the agent to everything needed to run it autonomously: an environment, credentials, initial events, and an optional schedule.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeployment`
public nonisolated struct BetaManagedAgentsDeployment: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Reference to the agent this deployment runs, resolved to a concrete version.
    public var agent: BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference

    /// Time the deployment was archived. Null if not archived.
    public var archivedAt: String?

    /// Spend ceiling stamped onto each session created from this deployment.
    ///
    /// Absent when no budget is set.
    public var budget: BetaManagedAgentsBudgetLimit?

    /// Time the deployment was created.
    public var createdAt: String

    /// Description of what the deployment does.
    public var description: String?

    /// ID of the `environment` where sessions run.
    public var environmentID: String

    /// Unique identifier for this deployment.
    public var id: String

    /// Events sent to each session immediately after creation.
    public var initialEvents: [BetaManagedAgentsDeploymentInitialEvent]

    /// Arbitrary key-value metadata. Maximum 16 pairs.
    public var metadata: [String: String]

    /// Human-readable name.
    public var name: String

    /// Why the deployment is `paused`.
    ///
    /// Non-null exactly when `status` is `paused`; null otherwise.
    public var pausedReason: BetaManagedAgentsDeploymentPausedReason?

    /// Resources attached to sessions created from this deployment.
    ///
    /// Echoes the input minus write-only credentials.
    public var resources: [BetaManagedAgentsSessionResourceConfig]

    /// Recurring cron schedule.
    ///
    /// Presence enables scheduled execution; null means manual-only. Includes computed
    /// timestamps (next fire times, last run) on the cron variant.
    public var schedule: BetaManagedAgentsSchedule?

    /// Computed status of the deployment: `active` or `paused`.
    ///
    /// Archived deployments report `active` with `archived_at` set.
    public var status: BetaManagedAgentsDeploymentStatus

    public var type: String

    /// Time the deployment was last updated.
    public var updatedAt: String

    /// Vault IDs supplying stored credentials for sessions created from this
    /// deployment.
    public var vaultIDs: [String]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference,
        createdAt: String,
        environmentID: String,
        id: String,
        initialEvents: [BetaManagedAgentsDeploymentInitialEvent],
        metadata: [String: String],
        name: String,
        resources: [BetaManagedAgentsSessionResourceConfig],
        status: BetaManagedAgentsDeploymentStatus,
        updatedAt: String,
        vaultIDs: [String],
        archivedAt: String? = nil,
        budget: BetaManagedAgentsBudgetLimit? = nil,
        description: String? = nil,
        pausedReason: BetaManagedAgentsDeploymentPausedReason? = nil,
        schedule: BetaManagedAgentsSchedule? = nil
    ) {
        self.agent = agent
        self.archivedAt = archivedAt
        self.budget = budget
        self.createdAt = createdAt
        self.description = description
        self.environmentID = environmentID
        self.id = id
        self.initialEvents = initialEvents
        self.metadata = metadata
        self.name = name
        self.pausedReason = pausedReason
        self.resources = resources
        self.schedule = schedule
        self.status = status
        self.type = "deployment"
        self.updatedAt = updatedAt
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            createdAt: .emptyValue,
            environmentID: .emptyValue,
            id: .emptyValue,
            initialEvents: .emptyValue,
            metadata: .emptyValue,
            name: .emptyValue,
            resources: .emptyValue,
            status: .emptyValue,
            updatedAt: .emptyValue,
            vaultIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeRequired(BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference.self, forKey: "agent", in: decoder)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimit.self, forKey: "budget")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.initialEvents = try container.decodeRequired([BetaManagedAgentsDeploymentInitialEvent].self, forKey: "initial_events", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.pausedReason = try container.decodeIfPresent(BetaManagedAgentsDeploymentPausedReason.self, forKey: "paused_reason")
        self.resources = try container.decodeRequired([BetaManagedAgentsSessionResourceConfig].self, forKey: "resources", in: decoder)
        self.schedule = try container.decodeIfPresent(BetaManagedAgentsSchedule.self, forKey: "schedule")
        self.status = try container.decodeRequired(BetaManagedAgentsDeploymentStatus.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "deployment")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.vaultIDs = try container.decodeRequired([String].self, forKey: "vault_ids", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.initialEvents, forKey: "initial_events")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.pausedReason, forKey: "paused_reason")
        try container.encode(self.resources, forKey: "resources")
        try container.encodeIfPresent(self.schedule, forKey: "schedule")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsDeployment {
    public static var archivedAt: Self { Self("archived_at") }
    public static var budget: Self { Self("budget") }
    public static var description: Self { Self("description") }
    public static var pausedReason: Self { Self("paused_reason") }
    public static var schedule: Self { Self("schedule") }
}
