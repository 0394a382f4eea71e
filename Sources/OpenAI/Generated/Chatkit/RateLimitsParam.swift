// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls request rate limits for the session.
///
/// - Schema: `#/components/schemas/RateLimitsParam`
public nonisolated struct RateLimitsParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Maximum number of requests allowed per minute for the session. Defaults to 10.
    public var maxRequestsPer1Minute: Int?

    public init(
        maxRequestsPer1Minute: Int? = nil
    ) {
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.maxRequestsPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_requests_per_1_minute")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.maxRequestsPer1Minute, forKey: "max_requests_per_1_minute")
    }
}
