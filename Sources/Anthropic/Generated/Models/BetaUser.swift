// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// UserLocation
///
/// - Schema: `#/components/schemas/BetaUserLocation`
public struct BetaUserLocation: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case city
        case country
        case region
        case timezone
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.city = try container.decodeIfPresent(String.self, forKey: .city)
        self.country = try container.decodeIfPresent(String.self, forKey: .country)
        self.region = try container.decodeIfPresent(String.self, forKey: .region)
        self.timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "approximate")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.city, forKey: .city)
        try container.encodeIfPresent(self.country, forKey: .country)
        try container.encodeIfPresent(self.region, forKey: .region)
        try container.encodeIfPresent(self.timezone, forKey: .timezone)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/BetaUserProfile`
public struct BetaUserProfile: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for this user profile, prefixed `uprof_`.
    public var id: String

    /// Object type. Always `user_profile`.
    public var type: String

    /// Platform's own identifier for this user. Not enforced unique.
    public var externalID: String?

    /// Display name of the entity this profile represents. For `resold` this is the resold-to company's name.
    public var name: String?

    /// How the entity relates to the platform. `external` (default), `resold`, or `internal`.
    public var relationship: BetaUserProfileRelationship

    /// Trust grants for this profile, keyed by grant name. Key omitted when no grant is active or in flight.
    public var trustGrants: [String: BetaUserProfileTrustGrant]

    /// When this user profile was created, in RFC 3339 format.
    public var createdAt: BetaTimestamp

    /// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]

    /// When this user profile was last modified, in RFC 3339 format. Trust-grant status changes also bump this timestamp.
    public var updatedAt: BetaTimestamp

    public init(
        id: String,
        relationship: BetaUserProfileRelationship,
        trustGrants: [String: BetaUserProfileTrustGrant],
        createdAt: BetaTimestamp,
        metadata: [String: String],
        updatedAt: BetaTimestamp,
        externalID: String? = nil,
        name: String? = nil
    ) {
        self.id = id
        self.type = "user_profile"
        self.externalID = externalID
        self.name = name
        self.relationship = relationship
        self.trustGrants = trustGrants
        self.createdAt = createdAt
        self.metadata = metadata
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            relationship: .emptyValue,
            trustGrants: .emptyValue,
            createdAt: .emptyValue,
            metadata: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case externalID = "external_id"
        case name
        case relationship
        case trustGrants = "trust_grants"
        case createdAt = "created_at"
        case metadata
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user_profile")
        self.externalID = try container.decodeIfPresent(String.self, forKey: .externalID)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.relationship = try container.decodeRequired(BetaUserProfileRelationship.self, forKey: .relationship, in: decoder)
        self.trustGrants = try container.decodeRequired([String: BetaUserProfileTrustGrant].self, forKey: .trustGrants, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.externalID, forKey: .externalID)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encode(self.relationship, forKey: .relationship)
        try container.encode(self.trustGrants, forKey: .trustGrants)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// ListOrder enum
///
/// - Schema: `#/components/schemas/BetaUserProfileListOrder`
public enum BetaUserProfileListOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

/// How the entity behind a user profile relates to the platform that owns the API key. `external`: an individual end-user of the platform. `resold`: a company the platform resells Claude access to. `internal`: the platform's own usage.
///
/// - Schema: `#/components/schemas/BetaUserProfileRelationship`
public enum BetaUserProfileRelationship: OpenEnum, EmptyDecodable {
    case external
    case resold
    case `internal`
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "external": self = .external
        case "resold": self = .resold
        case "internal": self = .`internal`
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .external: "external"
        case .resold: "resold"
        case .`internal`: "internal"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaUserProfileTrustGrant`
public struct BetaUserProfileTrustGrant: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Status of the trust grant.
    public var status: BetaUserProfileTrustGrant.Status

    public init(
        status: BetaUserProfileTrustGrant.Status
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: BetaUserProfileTrustGrant.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// Status of the trust grant.
    public enum Status: OpenEnum, EmptyDecodable {
        case active
        case pending
        case rejected
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "pending": self = .pending
            case "rejected": self = .rejected
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .pending: "pending"
            case .rejected: "rejected"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.status = try container.decodeRequired(BetaUserProfileTrustGrant.Status.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.status, forKey: .status)
    }
}
