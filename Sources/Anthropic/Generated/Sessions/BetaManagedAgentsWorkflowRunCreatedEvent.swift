// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workflow run was created.
///
/// A workflow run is background work that the session's agent starts. Emitted once per run, before the run's other `workflow_run.*` events.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunCreatedEvent`
public nonisolated struct BetaManagedAgentsWorkflowRunCreatedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Description that the agent gave the run, passed on as written, or `null` if it
    /// gave none.
    public var description: String?

    /// Unique identifier for this event.
    public var id: String

    /// Name that the agent gave the run, passed on as written, or a name that the
    /// server assigned.
    public var name: String

    /// The phases that the run's plan declares, in the plan's order. Can be empty.
    public var phases: [BetaManagedAgentsWorkflowRunPhase]

    /// Timestamp when this event was processed.
    public var processedAt: String

    public var type: String

    /// Identifier of the run.
    ///
    /// The same value is on all of the run's `workflow_run.*` events.
    public var workflowRunID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        name: String,
        phases: [BetaManagedAgentsWorkflowRunPhase],
        processedAt: String,
        workflowRunID: String,
        description: String? = nil
    ) {
        self.description = description
        self.id = id
        self.name = name
        self.phases = phases
        self.processedAt = processedAt
        self.type = "workflow_run.created"
        self.workflowRunID = workflowRunID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            phases: .emptyValue,
            processedAt: .emptyValue,
            workflowRunID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.phases = try container.decodeRequired([BetaManagedAgentsWorkflowRunPhase].self, forKey: "phases", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workflow_run.created")
        self.workflowRunID = try container.decodeRequired(String.self, forKey: "workflow_run_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.phases, forKey: "phases")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workflowRunID, forKey: "workflow_run_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsWorkflowRunCreatedEvent {
    public static var description: Self { Self("description") }
}
