// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An unknown or unexpected error occurred during session execution. A fallback variant; clients that don't recognize a new error code can match on `retry_status` and `message` alone.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUnknownError`
public struct BetaManagedAgentsUnknownError: Codable, Hashable, Sendable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: JSONValue

    public init(
        message: String,
        retryStatus: JSONValue
    ) {
        self.type = "unknown_error"
        self.message = message
        self.retryStatus = retryStatus
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "unknown_error"
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(JSONValue.self, forKey: .retryStatus, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
    }
}
