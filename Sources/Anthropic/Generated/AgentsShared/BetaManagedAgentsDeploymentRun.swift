// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A persistent, append-only record of a single deployment execution.
///
/// Records session creation success or failure — no session lifecycle tracking.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentRun`
public nonisolated struct BetaManagedAgentsDeploymentRun: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Snapshot of the agent at fire time.
    ///
    /// Always fully resolved — deployments pin agent + version.
    public var agent: BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference

    /// Time this run record was persisted.
    public var createdAt: String

    /// ID of the deployment that produced this run.
    public var deploymentID: String

    /// Populated on creation failure.
    ///
    /// Null on success. Exactly one of `session_id` or `error` is non-null.
    public var error: BetaManagedAgentsDeploymentRunError?

    /// Unique identifier for this run (`drun_...`).
    public var id: String

    /// Populated on success.
    ///
    /// Null on creation failure. Exactly one of `session_id` or `error` is non-null.
    public var sessionID: String?

    /// What triggered this run and trigger-specific metadata.
    public var triggerContext: BetaManagedAgentsTriggerContext

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference,
        createdAt: String,
        deploymentID: String,
        id: String,
        triggerContext: BetaManagedAgentsTriggerContext,
        error: BetaManagedAgentsDeploymentRunError? = nil,
        sessionID: String? = nil
    ) {
        self.agent = agent
        self.createdAt = createdAt
        self.deploymentID = deploymentID
        self.error = error
        self.id = id
        self.sessionID = sessionID
        self.triggerContext = triggerContext
        self.type = "deployment_run"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            createdAt: .emptyValue,
            deploymentID: .emptyValue,
            id: .emptyValue,
            triggerContext: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeRequired(BetaManagedAgentsAgentReferenceBetaManagedAgentsAgentReference.self, forKey: "agent", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.deploymentID = try container.decodeRequired(String.self, forKey: "deployment_id", in: decoder)
        self.error = try container.decodeIfPresent(BetaManagedAgentsDeploymentRunError.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.sessionID = try container.decodeIfPresent(String.self, forKey: "session_id")
        self.triggerContext = try container.decodeRequired(BetaManagedAgentsTriggerContext.self, forKey: "trigger_context", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "deployment_run")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agent, forKey: "agent")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.deploymentID, forKey: "deployment_id")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.sessionID, forKey: "session_id")
        try container.encode(self.triggerContext, forKey: "trigger_context")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsDeploymentRun {
    public static var error: Self { Self("error") }
    public static var sessionID: Self { Self("session_id") }
}
