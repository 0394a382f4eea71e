// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct DeploymentsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Agent to deploy. Accepts the `agent` ID string, which re-pins to the latest
    /// version, or an `agent` object with both id and version specified. Omit to
    /// preserve. Cannot be cleared.
    public var agent: DeploymentUpdateParamsAgent?

    /// Spend ceiling for future sessions. Full replacement. Omit to preserve; send null
    /// to clear (sessions created afterwards are uncapped). The deployment agent's
    /// model must have a public list price, or the request is rejected; a multiagent
    /// roster is re-validated in full when each fire copies the cap, which fails closed
    /// the same way.
    public var budget: BetaManagedAgentsBudgetLimitParam?

    /// Description. Omit to preserve; send empty string or null to clear.
    public var description: String?

    /// ID of the `environment` where sessions run. Omit to preserve. Cannot be cleared.
    public var environmentID: String?

    /// Initial events. Full replacement. Omit to preserve. Cannot be cleared. At least
    /// 1, maximum 50.
    public var initialEvents: [BetaManagedAgentsDeploymentInitialEventParams]?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it.
    /// Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars
    /// each) with values up to 512 chars.
    public var metadata: [String: JSONValue]?

    /// Human-readable name. Must be non-empty. Omit to preserve. Cannot be cleared.
    public var name: String?

    /// Session resources. Full replacement. Omit to preserve; send empty array or null
    /// to clear. Maximum 500.
    public var resources: [BetaManagedAgentsSessionResourceParams]?

    /// Cron schedule. Full replacement. Omit to preserve; send null to clear (revert to
    /// manual-only).
    public var schedule: BetaManagedAgentsScheduleParams?

    /// Vault IDs. Full replacement. Omit to preserve; send empty array or null to
    /// clear. Maximum 50.
    public var vaultIDs: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: DeploymentUpdateParamsAgent? = nil,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        description: String? = nil,
        environmentID: String? = nil,
        initialEvents: [BetaManagedAgentsDeploymentInitialEventParams]? = nil,
        metadata: [String: JSONValue]? = nil,
        name: String? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        schedule: BetaManagedAgentsScheduleParams? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.agent = agent
        self.budget = budget
        self.description = description
        self.environmentID = environmentID
        self.initialEvents = initialEvents
        self.metadata = metadata
        self.name = name
        self.resources = resources
        self.schedule = schedule
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(DeploymentUpdateParamsAgent.self, forKey: "agent")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimitParam.self, forKey: "budget")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.initialEvents = try container.decodeIfPresent([BetaManagedAgentsDeploymentInitialEventParams].self, forKey: "initial_events")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.resources = try container.decodeIfPresent([BetaManagedAgentsSessionResourceParams].self, forKey: "resources")
        self.schedule = try container.decodeIfPresent(BetaManagedAgentsScheduleParams.self, forKey: "schedule")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.initialEvents, forKey: "initial_events")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.resources, forKey: "resources")
        try container.encodeIfPresent(self.schedule, forKey: "schedule")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == DeploymentsUpdateRequest {
    public static var budget: Self { Self("budget") }
    public static var description: Self { Self("description") }
    public static var metadata: Self { Self("metadata") }
    public static var resources: Self { Self("resources") }
    public static var schedule: Self { Self("schedule") }
    public static var vaultIDs: Self { Self("vault_ids") }
}
// MARK: - String arguments

nonisolated extension DeploymentsUpdateRequest {
    /// The memberwise initializer with `agent` from a `String` value.
    @_disfavoredOverload
    public init(
        agent: String,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        description: String? = nil,
        environmentID: String? = nil,
        initialEvents: [BetaManagedAgentsDeploymentInitialEventParams]? = nil,
        metadata: [String: JSONValue]? = nil,
        name: String? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        schedule: BetaManagedAgentsScheduleParams? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.init(
            agent: DeploymentUpdateParamsAgent.string(agent),
            budget: budget,
            description: description,
            environmentID: environmentID,
            initialEvents: initialEvents,
            metadata: metadata,
            name: name,
            resources: resources,
            schedule: schedule,
            vaultIDs: vaultIDs
        )
    }
}
