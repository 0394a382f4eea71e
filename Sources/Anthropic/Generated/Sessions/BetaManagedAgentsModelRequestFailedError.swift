// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A model request failed for a reason other than overload or rate-limiting.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelRequestFailedError`
public nonisolated struct BetaManagedAgentsModelRequestFailedError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus
    ) {
        self.type = "model_request_failed_error"
        self.message = message
        self.retryStatus = retryStatus
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "model_request_failed_error")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: "retry_status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.retryStatus, forKey: "retry_status")
    }
}
