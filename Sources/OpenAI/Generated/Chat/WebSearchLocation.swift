// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Approximate location parameters for the search.
///
/// - Schema: `#/components/schemas/WebSearchLocation`
public nonisolated struct WebSearchLocation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The two-letter
    /// [ISO country code](https://en.wikipedia.org/wiki/ISO_3166-1) of the user,
    /// e.g. `US`.
    public var country: String?

    /// Free text input for the region of the user, e.g. `California`.
    public var region: String?

    /// Free text input for the city of the user, e.g. `San Francisco`.
    public var city: String?

    /// The [IANA timezone](https://timeapi.io/documentation/iana-timezones)
    /// of the user, e.g. `America/Los_Angeles`.
    public var timezone: String?

    public init(
        country: String? = nil,
        region: String? = nil,
        city: String? = nil,
        timezone: String? = nil
    ) {
        self.country = country
        self.region = region
        self.city = city
        self.timezone = timezone
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.city = try container.decodeIfPresent(String.self, forKey: "city")
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}
