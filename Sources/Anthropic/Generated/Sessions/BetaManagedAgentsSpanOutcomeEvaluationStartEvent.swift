// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an outcome evaluation cycle begins.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanOutcomeEvaluationStartEvent`
public nonisolated struct BetaManagedAgentsSpanOutcomeEvaluationStartEvent: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "span.outcome_evaluation_start")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.iteration = try container.decodeRequired(Int.self, forKey: "iteration", in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: "outcome_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.iteration, forKey: "iteration")
        try container.encode(self.outcomeID, forKey: "outcome_id")
    }
}
