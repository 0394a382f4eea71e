// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Create a session for each invocation.
///
/// - Schema: `#/components/schemas/AutomationTargetParamNewSession`
public nonisolated struct AutomationTargetParamNewSession: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Inline agent configuration. Provide exactly one of agent and agent_id.
    public var agent: AutomationTargetParamNewSessionAgent?

    /// A saved agent ID. Provide exactly one of agent and agent_id.
    public var agentID: String?

    /// The execution environment for each new session.
    public var environment: EnvironmentParam

    /// Initial user messages submitted with each new session.
    public var input: [AgentSessionInputMessageParam]

    /// Metadata attached to each new session.
    public var metadata: [String: String]?

    /// The type of the object. Always `new_session`.
    public var type: String

    /// The IDs of vaults made available to each new session.
    public var vaultIDs: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: EnvironmentParam,
        input: [AgentSessionInputMessageParam],
        agent: AutomationTargetParamNewSessionAgent? = nil,
        agentID: String? = nil,
        metadata: [String: String]? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.agent = agent
        self.agentID = agentID
        self.environment = environment
        self.input = input
        self.metadata = metadata
        self.type = "new_session"
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue,
            input: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(AutomationTargetParamNewSessionAgent.self, forKey: "agent")
        self.agentID = try container.decodeIfPresent(String.self, forKey: "agent_id")
        self.environment = try container.decodeRequired(EnvironmentParam.self, forKey: "environment", in: decoder)
        self.input = try container.decodeRequired([AgentSessionInputMessageParam].self, forKey: "input", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "new_session")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.agentID, forKey: "agent_id")
        try container.encode(self.environment, forKey: "environment")
        try container.encode(self.input, forKey: "input")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == AutomationTargetParamNewSession {
    public static var metadata: Self { Self("metadata") }
    public static var vaultIDs: Self { Self("vault_ids") }
}
