// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ApproximateLocation`
public struct ApproximateLocation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of location approximation. Always `approximate`.
    public var type: String

    public var country: String?

    public var region: String?

    public var city: String?

    public var timezone: String?

    public init(
        country: String? = nil,
        region: String? = nil,
        city: String? = nil,
        timezone: String? = nil
    ) {
        self.type = "approximate"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "approximate")
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.city = try container.decodeIfPresent(String.self, forKey: "city")
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}
