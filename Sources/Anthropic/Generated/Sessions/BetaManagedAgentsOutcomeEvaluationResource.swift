// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Evaluation state for a single outcome defined via a define_outcome event.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsOutcomeEvaluationResource`
public nonisolated struct BetaManagedAgentsOutcomeEvaluationResource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Server-generated outc_ ID for this outcome.
    public var outcomeID: String

    /// What the agent should produce.
    public var description: String

    /// Current evaluation state. 'pending' before the agent begins work; 'running' while producing or revising; 'evaluating' while the grader scores; 'satisfied'/'max_iterations_reached'/'failed'/'interrupted' are terminal.
    public var result: String

    /// 0-indexed revision cycle the outcome is currently on.
    public var iteration: Int

    /// When the outcome reached a terminal result. Null while pending/running/evaluating.
    public var completedAt: BetaTimestamp?

    /// Grader's verdict text from the most recent evaluation. For satisfied, explains why criteria are met; for needs_revision (intermediate), what's missing; for failed, why unrecoverable.
    public var explanation: String?

    public init(
        outcomeID: String,
        description: String,
        result: String,
        iteration: Int,
        completedAt: BetaTimestamp?,
        explanation: String?
    ) {
        self.type = "outcome_evaluation"
        self.outcomeID = outcomeID
        self.description = description
        self.result = result
        self.iteration = iteration
        self.completedAt = completedAt
        self.explanation = explanation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outcomeID: .emptyValue,
            description: .emptyValue,
            result: .emptyValue,
            iteration: .emptyValue,
            completedAt: nil,
            explanation: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "outcome_evaluation")
        self.outcomeID = try container.decodeRequired(String.self, forKey: "outcome_id", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: "result", in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: "iteration", in: decoder)
        self.completedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "completed_at")
        self.explanation = try container.decodeIfPresent(String.self, forKey: "explanation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outcomeID, forKey: "outcome_id")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.result, forKey: "result")
        try container.encode(self.iteration, forKey: "iteration")
        try container.encode(self.completedAt, forKey: "completed_at")
        try container.encode(self.explanation, forKey: "explanation")
    }
}
