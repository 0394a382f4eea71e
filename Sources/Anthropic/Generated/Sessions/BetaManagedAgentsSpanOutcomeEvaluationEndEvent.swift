// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an outcome evaluation cycle completes. Carries the verdict and aggregate token usage. A verdict of `needs_revision` means another evaluation cycle follows; `satisfied`, `max_iterations_reached`, `failed`, or `interrupted` are terminal — no further evaluation cycles follow.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanOutcomeEvaluationEndEvent`
public nonisolated struct BetaManagedAgentsSpanOutcomeEvaluationEndEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when outcome evaluation ended.
    public var processedAt: BetaTimestamp

    /// The id of the corresponding `span.outcome_evaluation_start` event.
    public var outcomeEvaluationStartID: String

    /// 0-indexed revision cycle, matching the corresponding `span.outcome_evaluation_start`.
    public var iteration: Int

    /// Evaluation verdict. 'satisfied': criteria met, session goes idle. 'needs_revision': criteria not met, another revision cycle follows. 'max_iterations_reached': evaluation budget exhausted with criteria still unmet — one final acknowledgment turn follows before the session goes idle, but no further evaluation runs. 'failed': grader determined the rubric does not apply to the deliverables. 'interrupted': user sent an interrupt while evaluation was in progress.
    public var result: String

    /// Human-readable explanation of the verdict. For `needs_revision`, describes which criteria failed and why.
    public var explanation: String

    /// Aggregate token usage for this evaluation cycle. Sums across all grader model requests within the cycle.
    public var usage: BetaManagedAgentsSpanModelUsage

    /// The `outc_` ID of the outcome being evaluated.
    public var outcomeID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        outcomeEvaluationStartID: String,
        iteration: Int,
        result: String,
        explanation: String,
        usage: BetaManagedAgentsSpanModelUsage,
        outcomeID: String
    ) {
        self.type = "span.outcome_evaluation_end"
        self.id = id
        self.processedAt = processedAt
        self.outcomeEvaluationStartID = outcomeEvaluationStartID
        self.iteration = iteration
        self.result = result
        self.explanation = explanation
        self.usage = usage
        self.outcomeID = outcomeID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            outcomeEvaluationStartID: .emptyValue,
            iteration: .emptyValue,
            result: .emptyValue,
            explanation: .emptyValue,
            usage: .emptyValue,
            outcomeID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "span.outcome_evaluation_end")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.outcomeEvaluationStartID = try container.decodeRequired(String.self, forKey: "outcome_evaluation_start_id", in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: "iteration", in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: "result", in: decoder)
        self.explanation = try container.decodeRequired(String.self, forKey: "explanation", in: decoder)
        self.usage = try container.decodeRequired(BetaManagedAgentsSpanModelUsage.self, forKey: "usage", in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: "outcome_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.outcomeEvaluationStartID, forKey: "outcome_evaluation_start_id")
        try container.encode(self.iteration, forKey: "iteration")
        try container.encode(self.result, forKey: "result")
        try container.encode(self.explanation, forKey: "explanation")
        try container.encode(self.usage, forKey: "usage")
        try container.encode(self.outcomeID, forKey: "outcome_id")
    }
}
