// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaUpdateUserProfileRequestBody`
public nonisolated struct BetaUpdateUserProfileRequestBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// If present, replaces the stored external_id. Omit to leave unchanged. Maximum 255 characters.
    public var externalID: String?

    /// Key-value pairs to merge into the stored metadata. Keys provided overwrite existing values. To remove a key, set its value to an empty string. Keys not provided are left unchanged. Maximum 16 keys, with keys up to 64 characters and values up to 512 characters.
    public var metadata: [String: String]?

    /// If present, replaces the stored name. Omit to leave unchanged. Maximum 255 characters.
    public var name: String?

    /// If present, replaces the stored relationship. Omit to leave unchanged.
    public var relationship: BetaUserProfileRelationship?

    /// If present, replaces the stored access type. Omit to leave unchanged.
    ///
    /// - `application` - The user profile represents an individual end-user of a
    /// product that the platform builds on the API. New profiles get this value by
    /// default.
    /// - `passthrough` - The user profile represents a company that the platform
    /// resells Claude access to.
    public var accessType: BetaUpdateUserProfileRequestBody.AccessType?

    /// Details about the entity this profile represents, as the platform states them.
    /// Each field sent replaces the stored value; omit a field to leave it unchanged.
    /// Once set, a value cannot be cleared and `null` is rejected. Not accepted under
    /// the legacy `user-profiles-2026-03-24` and `user-profiles-2026-08-18` beta
    /// headers.
    public var externalUserDetails: BetaUserProfileExternalUserDetailsParams?

    /// If present, replaces the stored account creation time. Omit to leave unchanged;
    /// once set, the value cannot be cleared and `null` is rejected. Must be a complete
    /// RFC 3339 timestamp no more than 1 minute in the future. Legacy field, accepted
    /// only under the `user-profiles-2026-08-18` beta header; without a legacy header,
    /// send `external_user_details.onboarded_at`.
    public var externalUserOnboardedAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        externalID: String? = nil,
        metadata: [String: String]? = nil,
        name: String? = nil,
        relationship: BetaUserProfileRelationship? = nil,
        accessType: BetaUpdateUserProfileRequestBody.AccessType? = nil,
        externalUserDetails: BetaUserProfileExternalUserDetailsParams? = nil,
        externalUserOnboardedAt: String? = nil
    ) {
        self.externalID = externalID
        self.metadata = metadata
        self.name = name
        self.relationship = relationship
        self.accessType = accessType
        self.externalUserDetails = externalUserDetails
        self.externalUserOnboardedAt = externalUserOnboardedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// If present, replaces the stored access type. Omit to leave unchanged.
    ///
    /// - `application` - The user profile represents an individual end-user of a
    /// product that the platform builds on the API. New profiles get this value by
    /// default.
    /// - `passthrough` - The user profile represents a company that the platform
    /// resells Claude access to.
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
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.relationship = try container.decodeIfPresent(BetaUserProfileRelationship.self, forKey: "relationship")
        self.accessType = try container.decodeIfPresent(BetaUpdateUserProfileRequestBody.AccessType.self, forKey: "access_type")
        self.externalUserDetails = try container.decodeIfPresent(BetaUserProfileExternalUserDetailsParams.self, forKey: "external_user_details")
        self.externalUserOnboardedAt = try container.decodeIfPresent(String.self, forKey: "external_user_onboarded_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.relationship, forKey: "relationship")
        try container.encodeIfPresent(self.accessType, forKey: "access_type")
        try container.encodeIfPresent(self.externalUserDetails, forKey: "external_user_details")
        try container.encodeIfPresent(self.externalUserOnboardedAt, forKey: "external_user_onboarded_at")
    }
}

nonisolated extension NullableMember where Owner == BetaUpdateUserProfileRequestBody {
    public static var externalID: Self { Self("external_id") }
    public static var name: Self { Self("name") }
    public static var relationship: Self { Self("relationship") }
    public static var accessType: Self { Self("access_type") }
}
