// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a model request completes.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpanModelRequestEndEvent`
public nonisolated struct BetaManagedAgentsSpanModelRequestEndEvent: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "span.model_request_end")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.modelUsage = try container.decodeRequired(BetaManagedAgentsSpanModelUsage.self, forKey: "model_usage", in: decoder)
        self.modelRequestStartID = try container.decodeRequired(String.self, forKey: "model_request_start_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.isError, forKey: "is_error")
        try container.encode(self.modelUsage, forKey: "model_usage")
        try container.encode(self.modelRequestStartID, forKey: "model_request_start_id")
    }
}
