// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaUserProfile`
public struct BetaUserProfile: Codable, Equatable, Sendable, EmptyDecodable {
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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.relationship, forKey: "relationship")
        try container.encode(self.trustGrants, forKey: "trust_grants")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
