// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationRateLimitValue`
public nonisolated struct OrganizationRateLimitValue: Codable, Equatable, Sendable, EmptyDecodable {
    /// The limiter type (for example, `requests_per_minute` or
    /// `input_tokens_per_minute_cache_aware`).
    public var type: String

    /// The configured limit value for this limiter type.
    public var value: Int

    public init(
        type: String,
        value: Int
    ) {
        self.type = type
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.value = try container.decodeRequired(Int.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.value, forKey: "value")
    }
}
