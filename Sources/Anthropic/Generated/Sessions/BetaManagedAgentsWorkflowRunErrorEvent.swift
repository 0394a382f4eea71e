// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workflow run met an error, or an error kept a run from being created.
///
/// A run that ends with a `result.type` of `error` emits this event before its `workflow_run.status_ended`, with the same `error`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunErrorEvent`
public nonisolated struct BetaManagedAgentsWorkflowRunErrorEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Why the run did not finish, or was not created.
    public var error: BetaManagedAgentsWorkflowRunErrorObject

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this event was processed.
    public var processedAt: String

    public var type: String

    /// Identifier of the run that met the error, or `null` when the error kept a run
    /// from being created.
    public var workflowRunID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        error: BetaManagedAgentsWorkflowRunErrorObject,
        id: String,
        processedAt: String,
        workflowRunID: String? = nil
    ) {
        self.error = error
        self.id = id
        self.processedAt = processedAt
        self.type = "workflow_run.error"
        self.workflowRunID = workflowRunID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue,
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(BetaManagedAgentsWorkflowRunErrorObject.self, forKey: "error", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workflow_run.error")
        self.workflowRunID = try container.decodeIfPresent(String.self, forKey: "workflow_run_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.workflowRunID, forKey: "workflow_run_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsWorkflowRunErrorEvent {
    public static var workflowRunID: Self { Self("workflow_run_id") }
}
