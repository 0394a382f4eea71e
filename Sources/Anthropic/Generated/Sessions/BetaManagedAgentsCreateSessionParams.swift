// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for creating a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateSessionParams`
public nonisolated struct BetaManagedAgentsCreateSessionParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Agent identifier. Accepts the `agent` ID string, which pins the latest version for the session, or an `agent` object with both id and version specified.
    public var agent: BetaManagedAgentsAgentUnionParams

    /// ID of the `environment` defining the container configuration for this session.
    public var environmentID: String

    /// Human-readable session title.
    public var title: String?

    /// Arbitrary key-value metadata attached to the session. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    /// Resources (e.g. repositories, files) to mount into the session's container.
    public var resources: [BetaManagedAgentsSessionResourceParams]?

    /// Vault IDs for stored credentials the agent can use during the session.
    public var vaultIDs: [String]?

    /// Enforced spend ceiling for the session. Omit to create an uncapped session.
    /// Every model the session can run — the agent's model and each callable agent's
    /// model — must have a public list price, or the request is rejected with reason
    /// `model_not_budgetable`.
    public var budget: BetaManagedAgentsBudgetLimitParam?

    /// Initial events to send to the `session` at creation, processed in order.
    /// Supports `user.message` and `user.define_outcome` events. Maximum 50 events.
    public var initialEvents: [InitialEvent]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: BetaManagedAgentsAgentUnionParams,
        environmentID: String,
        title: String? = nil,
        metadata: [String: String]? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        vaultIDs: [String]? = nil,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        initialEvents: [InitialEvent]? = nil
    ) {
        self.agent = agent
        self.environmentID = environmentID
        self.title = title
        self.metadata = metadata
        self.resources = resources
        self.vaultIDs = vaultIDs
        self.budget = budget
        self.initialEvents = initialEvents
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            environmentID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeRequired(BetaManagedAgentsAgentUnionParams.self, forKey: "agent", in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.resources = try container.decodeIfPresent([BetaManagedAgentsSessionResourceParams].self, forKey: "resources")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimitParam.self, forKey: "budget")
        self.initialEvents = try container.decodeIfPresent([InitialEvent].self, forKey: "initial_events")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agent, forKey: "agent")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.resources, forKey: "resources")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encodeIfPresent(self.initialEvents, forKey: "initial_events")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCreateSessionParams {
    public static var title: Self { Self("title") }
}
// MARK: - String arguments

nonisolated extension BetaManagedAgentsCreateSessionParams {
    /// The memberwise initializer with `agent` from a `String` value.
    @_disfavoredOverload
    public init(
        agent: String,
        environmentID: String,
        title: String? = nil,
        metadata: [String: String]? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        vaultIDs: [String]? = nil,
        budget: BetaManagedAgentsBudgetLimitParam? = nil,
        initialEvents: [InitialEvent]? = nil
    ) {
        self.init(
            agent: BetaManagedAgentsAgentUnionParams.string(agent),
            environmentID: environmentID,
            title: title,
            metadata: metadata,
            resources: resources,
            vaultIDs: vaultIDs,
            budget: budget,
            initialEvents: initialEvents
        )
    }
}
