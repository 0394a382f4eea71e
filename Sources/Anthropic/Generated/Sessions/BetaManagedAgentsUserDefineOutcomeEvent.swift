// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Echo of a `user.define_outcome` input event. Carries the server-generated `outcome_id` that subsequent `span.outcome_evaluation_*` events reference.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserDefineOutcomeEvent`
public nonisolated struct BetaManagedAgentsUserDefineOutcomeEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the outcome was accepted.
    public var processedAt: BetaTimestamp

    /// Server-generated `outc_` ID for this outcome. Referenced by `span.outcome_evaluation_*` events and the session's `outcome_evaluations` list.
    public var outcomeID: String

    /// What the agent should produce. Copied from the input event.
    public var description: String

    /// Evaluate-then-revise cycles before giving up. Default 3, max 20.
    public var maxIterations: Int?

    /// How to grade the outcome. File rubrics are currently resolved to their text content; clients should handle both variants.
    public var rubric: BetaManagedAgentsRubric

    public init(
        id: String,
        processedAt: BetaTimestamp,
        outcomeID: String,
        description: String,
        maxIterations: Int?,
        rubric: BetaManagedAgentsRubric
    ) {
        self.type = "user.define_outcome"
        self.id = id
        self.processedAt = processedAt
        self.outcomeID = outcomeID
        self.description = description
        self.maxIterations = maxIterations
        self.rubric = rubric
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            outcomeID: .emptyValue,
            description: .emptyValue,
            maxIterations: nil,
            rubric: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.define_outcome")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: "outcome_id", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.maxIterations = try container.decodeIfPresent(Int.self, forKey: "max_iterations")
        self.rubric = try container.decodeRequired(BetaManagedAgentsRubric.self, forKey: "rubric", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.outcomeID, forKey: "outcome_id")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.maxIterations, forKey: "max_iterations")
        try container.encode(self.rubric, forKey: "rubric")
    }
}
