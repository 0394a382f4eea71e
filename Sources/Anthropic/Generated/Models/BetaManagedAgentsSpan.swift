// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a model request completes.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanModelRequestEndEvent`
public struct BetaManagedAgentsSpanModelRequestEndEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the model request completed.
    public var processedAt: BetaTimestamp

    /// Whether the model request resulted in an error.
    public var isError: Bool?

    /// Token usage for this model request.
    public var modelUsage: BetaManagedAgentsSpanModelUsage

    /// The id of the corresponding `span.model_request_start` event.
    public var modelRequestStartID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        isError: Bool?,
        modelUsage: BetaManagedAgentsSpanModelUsage,
        modelRequestStartID: String
    ) {
        self.type = "span.model_request_end"
        self.id = id
        self.processedAt = processedAt
        self.isError = isError
        self.modelUsage = modelUsage
        self.modelRequestStartID = modelRequestStartID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            isError: nil,
            modelUsage: .emptyValue,
            modelRequestStartID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case isError = "is_error"
        case modelUsage = "model_usage"
        case modelRequestStartID = "model_request_start_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "span.model_request_end")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.modelUsage = try container.decodeRequired(BetaManagedAgentsSpanModelUsage.self, forKey: .modelUsage, in: decoder)
        self.modelRequestStartID = try container.decodeRequired(String.self, forKey: .modelRequestStartID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.isError, forKey: .isError)
        try container.encode(self.modelUsage, forKey: .modelUsage)
        try container.encode(self.modelRequestStartID, forKey: .modelRequestStartID)
    }
}

/// Emitted when a model request is initiated by the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanModelRequestStartEvent`
public struct BetaManagedAgentsSpanModelRequestStartEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the model request started.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        processedAt: BetaTimestamp
    ) {
        self.type = "span.model_request_start"
        self.id = id
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "span.model_request_start")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Token usage for a single model request.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanModelUsage`
public struct BetaManagedAgentsSpanModelUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Input tokens consumed by this request.
    public var inputTokens: Int

    /// Output tokens generated by this request.
    public var outputTokens: Int

    /// Tokens used to create prompt cache in this request.
    public var cacheCreationInputTokens: Int

    /// Tokens read from prompt cache in this request.
    public var cacheReadInputTokens: Int

    /// Inference speed tier this request actually ran at. Mirrors `usage.speed` on /v1/messages. Only present when the fast-mode beta is active.
    public var speed: BetaManagedAgentsSpeed?

    public init(
        inputTokens: Int,
        outputTokens: Int,
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.speed = speed
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            outputTokens: .emptyValue,
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case outputTokens = "output_tokens"
        case cacheCreationInputTokens = "cache_creation_input_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case speed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: .cacheCreationInputTokens, in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: .cacheReadInputTokens, in: decoder)
        self.speed = try container.decodeIfPresent(BetaManagedAgentsSpeed.self, forKey: .speed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.cacheCreationInputTokens, forKey: .cacheCreationInputTokens)
        try container.encode(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encodeIfPresent(self.speed, forKey: .speed)
    }
}

/// Emitted when an outcome evaluation cycle completes. Carries the verdict and aggregate token usage. A verdict of `needs_revision` means another evaluation cycle follows; `satisfied`, `max_iterations_reached`, `failed`, or `interrupted` are terminal — no further evaluation cycles follow.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanOutcomeEvaluationEndEvent`
public struct BetaManagedAgentsSpanOutcomeEvaluationEndEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case outcomeEvaluationStartID = "outcome_evaluation_start_id"
        case iteration
        case result
        case explanation
        case usage
        case outcomeID = "outcome_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "span.outcome_evaluation_end")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.outcomeEvaluationStartID = try container.decodeRequired(String.self, forKey: .outcomeEvaluationStartID, in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: .iteration, in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: .result, in: decoder)
        self.explanation = try container.decodeRequired(String.self, forKey: .explanation, in: decoder)
        self.usage = try container.decodeRequired(BetaManagedAgentsSpanModelUsage.self, forKey: .usage, in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: .outcomeID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.outcomeEvaluationStartID, forKey: .outcomeEvaluationStartID)
        try container.encode(self.iteration, forKey: .iteration)
        try container.encode(self.result, forKey: .result)
        try container.encode(self.explanation, forKey: .explanation)
        try container.encode(self.usage, forKey: .usage)
        try container.encode(self.outcomeID, forKey: .outcomeID)
    }
}

/// Periodic heartbeat emitted while an outcome evaluation cycle is in progress. Distinguishes 'evaluation is actively running' from 'evaluation is stuck' between the corresponding `span.outcome_evaluation_start` and `span.outcome_evaluation_end` events.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent`
public struct BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this heartbeat was emitted.
    public var processedAt: BetaTimestamp

    /// 0-indexed revision cycle, matching the corresponding `span.outcome_evaluation_start`.
    public var iteration: Int

    /// The `outc_` ID of the outcome being evaluated.
    public var outcomeID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        iteration: Int,
        outcomeID: String
    ) {
        self.type = "span.outcome_evaluation_ongoing"
        self.id = id
        self.processedAt = processedAt
        self.iteration = iteration
        self.outcomeID = outcomeID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            iteration: .emptyValue,
            outcomeID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case iteration
        case outcomeID = "outcome_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "span.outcome_evaluation_ongoing")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: .iteration, in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: .outcomeID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.iteration, forKey: .iteration)
        try container.encode(self.outcomeID, forKey: .outcomeID)
    }
}

/// Emitted when an outcome evaluation cycle begins.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanOutcomeEvaluationStartEvent`
public struct BetaManagedAgentsSpanOutcomeEvaluationStartEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when outcome evaluation started.
    public var processedAt: BetaTimestamp

    /// 0-indexed revision cycle. 0 is the first evaluation; 1 is the re-evaluation after the first revision; etc.
    public var iteration: Int

    /// The `outc_` ID of the outcome being evaluated.
    public var outcomeID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        iteration: Int,
        outcomeID: String
    ) {
        self.type = "span.outcome_evaluation_start"
        self.id = id
        self.processedAt = processedAt
        self.iteration = iteration
        self.outcomeID = outcomeID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            iteration: .emptyValue,
            outcomeID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case iteration
        case outcomeID = "outcome_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "span.outcome_evaluation_start")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: .iteration, in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: .outcomeID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.iteration, forKey: .iteration)
        try container.encode(self.outcomeID, forKey: .outcomeID)
    }
}
