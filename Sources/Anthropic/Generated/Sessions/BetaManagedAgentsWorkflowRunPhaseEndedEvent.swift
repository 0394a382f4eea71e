// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workflow run's plan left a phase, or the run's end closed it.
///
/// Emitted once for every `workflow_run.phase_started` event, before the run's `workflow_run.status_ended` event. The event does not say whether the plan finished the phase's work, or why it left.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunPhaseEndedEvent`
public nonisolated struct BetaManagedAgentsWorkflowRunPhaseEndedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for this event.
    public var id: String

    /// Identifier of the `workflow_run.phase_started` event that opened the phase.
    public var phaseStartedID: String

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
        phaseStartedID: String,
        processedAt: String,
        workflowRunID: String,
        workflowRunPhaseID: String
    ) {
        self.id = id
        self.phaseStartedID = phaseStartedID
        self.processedAt = processedAt
        self.type = "workflow_run.phase_ended"
        self.workflowRunID = workflowRunID
        self.workflowRunPhaseID = workflowRunPhaseID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            phaseStartedID: .emptyValue,
            processedAt: .emptyValue,
            workflowRunID: .emptyValue,
            workflowRunPhaseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.phaseStartedID = try container.decodeRequired(String.self, forKey: "phase_started_id", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workflow_run.phase_ended")
        self.workflowRunID = try container.decodeRequired(String.self, forKey: "workflow_run_id", in: decoder)
        self.workflowRunPhaseID = try container.decodeRequired(String.self, forKey: "workflow_run_phase_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.phaseStartedID, forKey: "phase_started_id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workflowRunID, forKey: "workflow_run_id")
        try container.encode(self.workflowRunPhaseID, forKey: "workflow_run_phase_id")
    }
}
