// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Active per-minute request limit for the session.
///
/// - Schema: `#/components/schemas/ChatSessionRateLimits`
public nonisolated struct ChatSessionRateLimits: Codable, Equatable, Sendable, EmptyDecodable {
    /// Maximum allowed requests per one-minute window.
    public var maxRequestsPer1Minute: Int

    public init(
        maxRequestsPer1Minute: Int
    ) {
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            maxRequestsPer1Minute: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: "max_requests_per_1_minute", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.maxRequestsPer1Minute, forKey: "max_requests_per_1_minute")
    }
}
