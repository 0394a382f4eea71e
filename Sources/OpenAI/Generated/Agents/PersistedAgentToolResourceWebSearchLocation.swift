// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Approximate location used to localize search results, if provided.
///
/// - Schema: `#/components/schemas/PersistedAgentToolResourceWebSearchLocation`
public struct PersistedAgentToolResourceWebSearchLocation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The city name.
    public var city: String?

    /// The two-letter ISO country code, such as `US`.
    public var country: String?

    /// The region or state name.
    public var region: String?

    /// The IANA timezone, such as `America/Los_Angeles`.
    public var timezone: String?

    public init(
        city: String? = nil,
        country: String? = nil,
        region: String? = nil,
        timezone: String? = nil
    ) {
        self.city = city
        self.country = country
        self.region = region
        self.timezone = timezone
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.city = try container.decodeIfPresent(String.self, forKey: "city")
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}
