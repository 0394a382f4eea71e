// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workflow run's plan entered a phase.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunPhaseStartedEvent`
public nonisolated struct BetaManagedAgentsWorkflowRunPhaseStartedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this event was processed.
    public var processedAt: String

    public var type: String

    /// Identifier of the run.
    ///
    /// The same value is on all of the run's `workflow_run.*` events.
    public var workflowRunID: String

    /// Identifier of the phase, as in `phases` on the run's `workflow_run.created`
    /// event.
    public var workflowRunPhaseID: String

    public init(
        id: String,
        processedAt: String,
        workflowRunID: String,
        workflowRunPhaseID: String
    ) {
        self.id = id
        self.processedAt = processedAt
        self.type = "workflow_run.phase_started"
        self.workflowRunID = workflowRunID
        self.workflowRunPhaseID = workflowRunPhaseID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            workflowRunID: .emptyValue,
            workflowRunPhaseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workflow_run.phase_started")
        self.workflowRunID = try container.decodeRequired(String.self, forKey: "workflow_run_id", in: decoder)
        self.workflowRunPhaseID = try container.decodeRequired(String.self, forKey: "workflow_run_phase_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workflowRunID, forKey: "workflow_run_id")
        try container.encode(self.workflowRunPhaseID, forKey: "workflow_run_phase_id")
    }
}
