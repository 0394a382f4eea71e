// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CompletionResponse
///
/// - Schema: `#/components/schemas/CompletionResponse`
public nonisolated struct CompletionResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The resulting completion up to and excluding the stop sequences.
    public var completion: String

    /// Unique object identifier.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    public var model: Model

    /// The reason that we stopped.
    ///
    /// This may be one the following values:
    /// * `"stop_sequence"`: we reached a stop sequence — either provided by you via the `stop_sequences` parameter, or a stop sequence built into the model
    /// * `"max_tokens"`: we exceeded `max_tokens_to_sample` or the model's maximum
    public var stopReason: String?

    /// Object type.
    ///
    /// For Text Completions, this is always `"completion"`.
    public var type: String

    public init(
        completion: String,
        id: String,
        model: Model,
        stopReason: String?
    ) {
        self.completion = completion
        self.id = id
        self.model = model
        self.stopReason = stopReason
        self.type = "completion"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            completion: .emptyValue,
            id: .emptyValue,
            model: .emptyValue,
            stopReason: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.completion = try container.decodeRequired(String.self, forKey: "completion", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.stopReason = try container.decodeIfPresent(String.self, forKey: "stop_reason")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "completion")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.completion, forKey: "completion")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.stopReason, forKey: "stop_reason")
        try container.encode(self.type, forKey: "type")
    }
}
