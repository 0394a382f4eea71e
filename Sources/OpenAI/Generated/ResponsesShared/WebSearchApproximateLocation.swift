// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The approximate location of the user.
///
/// - Schema: `#/components/schemas/WebSearchApproximateLocation`
public nonisolated struct WebSearchApproximateLocation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of location approximation. Always `approximate`.
    public var type: String?

    public var country: String?

    public var region: String?

    public var city: String?

    public var timezone: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: String? = nil,
        country: String? = nil,
        region: String? = nil,
        city: String? = nil,
        timezone: String? = nil
    ) {
        self.type = type
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
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "approximate")
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.city = try container.decodeIfPresent(String.self, forKey: "city")
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.city, forKey: "city")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}

nonisolated extension NullableMember where Owner == WebSearchApproximateLocation {
    public static var country: Self { Self("country") }
    public static var region: Self { Self("region") }
    public static var city: Self { Self("city") }
    public static var timezone: Self { Self("timezone") }
}
