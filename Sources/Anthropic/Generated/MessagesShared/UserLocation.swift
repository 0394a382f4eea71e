// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// UserLocation
///
/// - Schema: `#/components/schemas/UserLocation`
public nonisolated struct UserLocation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The city of the user.
    public var city: String?

    /// The two letter [ISO country code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2) of the user.
    public var country: String?

    /// The region of the user.
    public var region: String?

    /// The [IANA timezone](https://nodatime.org/TimeZones) of the user.
    public var timezone: String?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.type = "approximate"
        self.nullNames = []
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "approximate")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == UserLocation {
    public static var city: Self { Self("city") }
    public static var country: Self { Self("country") }
    public static var region: Self { Self("region") }
    public static var timezone: Self { Self("timezone") }
}
