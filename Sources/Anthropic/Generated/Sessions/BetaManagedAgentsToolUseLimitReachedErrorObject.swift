// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The turn stopped at one of two limits on tool use, not because a request failed.
///
/// One limit is on tool-use rounds (one model response that calls tools, plus running those tools, is one round). The other is on model responses in a row that each request a single tool call and are cut off by the model's output or context limit before the call is complete. None of those calls runs. `message` states the limit that applied. The thread goes idle with `stop_reason: retries_exhausted` (a child thread then terminates); the next `user.message` starts a new turn.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsToolUseLimitReachedErrorObject`
public nonisolated struct BetaManagedAgentsToolUseLimitReachedErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public var type: String

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus
    ) {
        self.message = message
        self.retryStatus = retryStatus
        self.type = "tool_use_limit_reached_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: "retry_status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_use_limit_reached_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
        try container.encode(self.retryStatus, forKey: "retry_status")
        try container.encode(self.type, forKey: "type")
    }
}
