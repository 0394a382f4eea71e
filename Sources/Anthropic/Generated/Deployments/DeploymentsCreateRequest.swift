// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct DeploymentsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Agent to deploy.
    ///
    /// Accepts the `agent` ID string, which pins the latest version,
    /// or an `agent` object with both id and version specified. The agent must exist
    /// and not be archived.
    public var agent: DeploymentCreateParamsAgent

    /// Enforced spend ceiling stamped onto each session created from this deployment,
    /// copied at session-creation time. Omit to leave sessions uncapped. The deployment
    /// agent's model must have a public list price, or the request is rejected; a
    /// multiagent roster is re-validated in full when each fire copies the cap, which
    /// fails closed the same way.
    public var budget: BetaManagedAgentsBudgetLimitParam?

    /// Description of what the deployment does.
    public var description: String?

    /// ID of the `environment` defining the container configuration for sessions
    /// created from this deployment.
    public var environmentID: String

    /// Events to send to each session immediately after creation. At least 1,
    /// maximum 50.
    public var initialEvents: [BetaManagedAgentsDeploymentInitialEventParams]

    /// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up
    /// to 512 chars.
    public var metadata: [String: String]?

    /// Human-readable name for the deployment.
    public var name: String

    /// Resources (e.g. repositories, files) to mount into each session's container.
    /// Maximum 500.
    public var resources: [BetaManagedAgentsSessionResourceParams]?

    /// Optional recurring cron schedule. When present, the deployment fires
    /// automatically. Both expression and timezone are required when schedule is set.
    public var schedule: BetaManagedAgentsScheduleParams?

    /// Vault IDs for stored credentials the agent can use during sessions created from
    /// this deployment. Maximum 50.
    public var vaultIDs: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: DeploymentCreateParamsAgent,
        environmentID: String,
        initialEvents: [BetaManagedAgentsDeploymentInitialEventParams],
        name: String,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        description: String? = nil,
        metadata: [String: String]? = nil,
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
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            environmentID: .emptyValue,
            initialEvents: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeRequired(DeploymentCreateParamsAgent.self, forKey: "agent", in: decoder)
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimitParam.self, forKey: "budget")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.initialEvents = try container.decodeRequired([BetaManagedAgentsDeploymentInitialEventParams].self, forKey: "initial_events", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.resources = try container.decodeIfPresent([BetaManagedAgentsSessionResourceParams].self, forKey: "resources")
        self.schedule = try container.decodeIfPresent(BetaManagedAgentsScheduleParams.self, forKey: "schedule")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.initialEvents, forKey: "initial_events")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.resources, forKey: "resources")
        try container.encodeIfPresent(self.schedule, forKey: "schedule")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == DeploymentsCreateRequest {
    public static var budget: Self { Self("budget") }
    public static var description: Self { Self("description") }
    public static var schedule: Self { Self("schedule") }
}
// MARK: - String arguments

nonisolated extension DeploymentsCreateRequest {
    /// The memberwise initializer with `agent` from a `String` value.
    @_disfavoredOverload
    public init(
        agent: String,
        environmentID: String,
        initialEvents: [BetaManagedAgentsDeploymentInitialEventParams],
        name: String,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        description: String? = nil,
        metadata: [String: String]? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        schedule: BetaManagedAgentsScheduleParams? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.init(
            agent: DeploymentCreateParamsAgent.string(agent),
            environmentID: environmentID,
            initialEvents: initialEvents,
            name: name,
            budget: budget,
            description: description,
            metadata: metadata,
            resources: resources,
            schedule: schedule,
            vaultIDs: vaultIDs
        )
    }
}
