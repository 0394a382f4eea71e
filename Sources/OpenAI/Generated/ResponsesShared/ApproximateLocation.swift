// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ApproximateLocation`
public nonisolated struct ApproximateLocation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of location approximation. Always `approximate`.
    public var type: String

    public var country: String?

    public var region: String?

    public var city: String?

    public var timezone: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}

nonisolated extension NullableMember where Owner == ApproximateLocation {
    public static var country: Self { Self("country") }
    public static var region: Self { Self("region") }
    public static var city: Self { Self("city") }
    public static var timezone: Self { Self("timezone") }
}
