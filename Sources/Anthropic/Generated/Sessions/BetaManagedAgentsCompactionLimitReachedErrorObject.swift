// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The turn stopped because the context was compacted the maximum number of times in a row without the model producing a message or a tool call, not because a request failed. The thread goes idle with `stop_reason: retries_exhausted` (a child thread then terminates); the next `user.message` starts a new turn.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCompactionLimitReachedErrorObject`
public nonisolated struct BetaManagedAgentsCompactionLimitReachedErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
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
        self.type = "compaction_limit_reached_error"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction_limit_reached_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
        try container.encode(self.retryStatus, forKey: "retry_status")
        try container.encode(self.type, forKey: "type")
    }
}
