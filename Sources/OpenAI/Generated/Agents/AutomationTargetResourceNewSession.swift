// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationTargetResourceNewSession`
public nonisolated struct AutomationTargetResourceNewSession: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The inline agent configuration, or null when agent_id is configured.
    public var agent: AutomationAgentConfig?

    /// The saved agent reference, or null when an inline agent is configured.
    public var agentID: String?

    /// Configuration or references used to select the execution environment.
    public var environment: AutomationEnvironment

    /// Initial input delivered to each new session.
    public var input: [AutomationTargetResourceNewSessionInput]

    /// Metadata attached to each new session.
    public var metadata: [String: String]

    /// The type of the object. Always `new_session`.
    public var type: String

    /// Vaults made available to each new session.
    public var vaultIDs: [String]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: AutomationEnvironment,
        input: [AutomationTargetResourceNewSessionInput],
        metadata: [String: String],
        vaultIDs: [String],
        agent: AutomationAgentConfig? = nil,
        agentID: String? = nil
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
            input: .emptyValue,
            metadata: .emptyValue,
            vaultIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(AutomationAgentConfig.self, forKey: "agent")
        self.agentID = try container.decodeIfPresent(String.self, forKey: "agent_id")
        self.environment = try container.decodeRequired(AutomationEnvironment.self, forKey: "environment", in: decoder)
        self.input = try container.decodeRequired([AutomationTargetResourceNewSessionInput].self, forKey: "input", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "new_session")
        self.vaultIDs = try container.decodeRequired([String].self, forKey: "vault_ids", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.agentID, forKey: "agent_id")
        try container.encode(self.environment, forKey: "environment")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == AutomationTargetResourceNewSession {
    public static var agent: Self { Self("agent") }
    public static var agentID: Self { Self("agent_id") }
}
