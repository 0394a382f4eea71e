// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageDeltaEvent
///
/// - Schema: `#/components/schemas/BetaMessageDeltaEvent`
public nonisolated struct BetaMessageDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Information about context management strategies applied during the request
    public var contextManagement: BetaResponseContextManagement?

    public var delta: BetaMessageDelta

    /// Type
    public var type: String

    /// Billing and rate-limit usage.
    ///
    /// Anthropic's API bills and rate-limits by token counts, as tokens represent the underlying cost to our systems.
    ///
    /// Under the hood, the API transforms requests into a format suitable for the model. The model's output then goes through a parsing stage before becoming an API response. As a result, the token counts in `usage` will not match one-to-one with the exact visible content of an API request or response.
    ///
    /// For example, `output_tokens` will be non-zero, even for an empty string response from Claude.
    ///
    /// Total input tokens in a request is the summation of `input_tokens`, `cache_creation_input_tokens`, and `cache_read_input_tokens`.
    public var usage: BetaMessageDeltaUsage

    public init(
        contextManagement: BetaResponseContextManagement?,
        delta: BetaMessageDelta,
        usage: BetaMessageDeltaUsage
    ) {
        self.contextManagement = contextManagement
        self.delta = delta
        self.type = "message_delta"
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            contextManagement: nil,
            delta: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.contextManagement = try container.decodeIfPresent(BetaResponseContextManagement.self, forKey: "context_management")
        self.delta = try container.decodeRequired(BetaMessageDelta.self, forKey: "delta", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message_delta")
        self.usage = try container.decodeRequired(BetaMessageDeltaUsage.self, forKey: "usage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.contextManagement, forKey: "context_management")
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}
