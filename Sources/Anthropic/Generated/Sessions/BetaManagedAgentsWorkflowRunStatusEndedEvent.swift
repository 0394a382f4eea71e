// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workflow run ended.
///
/// Emitted once per run, as the last of the run's `workflow_run.*` events.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunStatusEndedEvent`
public nonisolated struct BetaManagedAgentsWorkflowRunStatusEndedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this event was processed.
    public var processedAt: String

    /// How the run ended.
    public var result: BetaManagedAgentsWorkflowRunResult

    public var type: String

    /// Identifier of the run.
    ///
    /// The same value is on all of the run's `workflow_run.*` events.
    public var workflowRunID: String

    public init(
        id: String,
        processedAt: String,
        result: BetaManagedAgentsWorkflowRunResult,
        workflowRunID: String
    ) {
        self.id = id
        self.processedAt = processedAt
        self.result = result
        self.type = "workflow_run.status_ended"
        self.workflowRunID = workflowRunID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            result: .emptyValue,
            workflowRunID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.result = try container.decodeRequired(BetaManagedAgentsWorkflowRunResult.self, forKey: "result", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workflow_run.status_ended")
        self.workflowRunID = try container.decodeRequired(String.self, forKey: "workflow_run_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.result, forKey: "result")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workflowRunID, forKey: "workflow_run_id")
    }
}
