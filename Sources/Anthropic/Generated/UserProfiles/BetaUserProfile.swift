// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaUserProfile`
public nonisolated struct BetaUserProfile: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// How the platform uses the API for this entity: `application` (default) or
    /// `passthrough`. Absent under the legacy `user-profiles-2026-03-24` beta header.
    ///
    /// - `application` - The user profile represents an individual end-user of a
    ///   product that the platform builds on the API. New profiles get this value by
    ///   default.
    /// - `passthrough` - The user profile represents a company that the platform
    ///   resells Claude access to.
    public var accessType: BetaUserProfile.AccessType?

    /// Details about the entity this profile represents, as the platform states them;
    /// not verified by Anthropic. Every field is present, `null` until the platform
    /// supplies a value. Absent under the legacy `user-profiles-2026-03-24` and
    /// `user-profiles-2026-08-18` beta headers, which serve `reference_id` as the
    /// top-level `external_id` and, under `user-profiles-2026-08-18`, `onboarded_at` as
    /// `external_user_onboarded_at`.
    public var externalUserDetails: BetaUserProfileExternalUserDetails?

    /// When the entity this profile represents opened its account with the platform, as
    /// stated by the platform, in RFC 3339 format (UTC). `null` until the platform
    /// supplies one. Legacy field, present only under the `user-profiles-2026-08-18`
    /// beta header; without a legacy header, the value is
    /// `external_user_details.onboarded_at`.
    public var externalUserOnboardedAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        relationship: BetaUserProfileRelationship,
        trustGrants: [String: BetaUserProfileTrustGrant],
        createdAt: BetaTimestamp,
        metadata: [String: String],
        updatedAt: BetaTimestamp,
        externalID: String? = nil,
        name: String? = nil,
        accessType: BetaUserProfile.AccessType? = nil,
        externalUserDetails: BetaUserProfileExternalUserDetails? = nil,
        externalUserOnboardedAt: String? = nil
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
        self.accessType = accessType
        self.externalUserDetails = externalUserDetails
        self.externalUserOnboardedAt = externalUserOnboardedAt
        self.nullNames = []
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

    /// How the platform uses the API for this entity: `application` (default) or
    /// `passthrough`. Absent under the legacy `user-profiles-2026-03-24` beta header.
    ///
    /// - `application` - The user profile represents an individual end-user of a
    ///   product that the platform builds on the API. New profiles get this value by
    ///   default.
    /// - `passthrough` - The user profile represents a company that the platform
    ///   resells Claude access to.
    public nonisolated enum AccessType: OpenEnum, EmptyDecodable {
        case application
        case passthrough
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "application": self = .application
            case "passthrough": self = .passthrough
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .application: "application"
            case .passthrough: "passthrough"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_profile")
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.relationship = try container.decodeRequired(BetaUserProfileRelationship.self, forKey: "relationship", in: decoder)
        self.trustGrants = try container.decodeRequired([String: BetaUserProfileTrustGrant].self, forKey: "trust_grants", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.accessType = try container.decodeIfPresent(BetaUserProfile.AccessType.self, forKey: "access_type")
        self.externalUserDetails = try container.decodeIfPresent(BetaUserProfileExternalUserDetails.self, forKey: "external_user_details")
        self.externalUserOnboardedAt = try container.decodeIfPresent(String.self, forKey: "external_user_onboarded_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.relationship, forKey: "relationship")
        try container.encode(self.trustGrants, forKey: "trust_grants")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.accessType, forKey: "access_type")
        try container.encodeIfPresent(self.externalUserDetails, forKey: "external_user_details")
        try container.encodeIfPresent(self.externalUserOnboardedAt, forKey: "external_user_onboarded_at")
    }
}

nonisolated extension NullableMember where Owner == BetaUserProfile {
    public static var externalID: Self { Self("external_id") }
    public static var name: Self { Self("name") }
    public static var accessType: Self { Self("access_type") }
    public static var externalUserDetails: Self { Self("external_user_details") }
    public static var externalUserOnboardedAt: Self { Self("external_user_onboarded_at") }
}
