// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaCreateUserProfileRequest`
public nonisolated struct BetaCreateUserProfileRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Platform's own identifier for this user. Not enforced unique. Maximum 255 characters.
    public var externalID: String?

    /// Display name of the entity this profile represents. Required when relationship is `resold` (the resold-to company's name); optional otherwise. Maximum 255 characters.
    public var name: String?

    /// How the entity relates to the platform. `external` (default): an individual end-user. `resold`: a company the platform resells Claude access to. `internal`: the platform's own usage.
    public var relationship: BetaUserProfileRelationship?

    /// Free-form key-value data to attach to this user profile. Maximum 16 keys, with keys up to 64 characters and values up to 512 characters. Values must be non-empty strings.
    public var metadata: [String: String]?

    /// How the platform uses the API for this entity. `application` (default): the
    /// profile represents an individual end-user of the platform's product.
    /// `passthrough`: the profile identifies a company the platform resells Claude
    /// access to.
    ///
    /// - `application` - The user profile represents an individual end-user of a
    /// product that the platform builds on the API. New profiles get this value by
    /// default.
    /// - `passthrough` - The user profile represents a company that the platform
    /// resells Claude access to.
    public var accessType: BetaCreateUserProfileRequest.AccessType?

    /// Details about the entity this profile represents, as the platform states them.
    /// Every field is optional. Not accepted under the legacy
    /// `user-profiles-2026-03-24` and `user-profiles-2026-08-18` beta headers, which
    /// take the top-level `external_id` (and, under `user-profiles-2026-08-18`,
    /// `external_user_onboarded_at`) instead.
    public var externalUserDetails: BetaUserProfileExternalUserDetailsParams?

    /// When the entity this profile represents opened its account with the platform, in
    /// RFC 3339 format: for an `application` profile, when the end-user signed up; for
    /// a `passthrough` profile, when the company became the platform's customer. Must
    /// be a complete timestamp no more than 1 minute in the future. Optional. Legacy
    /// field, accepted only under the `user-profiles-2026-08-18` beta header; without a
    /// legacy header, send `external_user_details.onboarded_at`.
    public var externalUserOnboardedAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        externalID: String? = nil,
        name: String? = nil,
        relationship: BetaUserProfileRelationship? = nil,
        metadata: [String: String]? = nil,
        accessType: BetaCreateUserProfileRequest.AccessType? = nil,
        externalUserDetails: BetaUserProfileExternalUserDetailsParams? = nil,
        externalUserOnboardedAt: String? = nil
    ) {
        self.externalID = externalID
        self.name = name
        self.relationship = relationship
        self.metadata = metadata
        self.accessType = accessType
        self.externalUserDetails = externalUserDetails
        self.externalUserOnboardedAt = externalUserOnboardedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// How the platform uses the API for this entity. `application` (default): the
    /// profile represents an individual end-user of the platform's product.
    /// `passthrough`: the profile identifies a company the platform resells Claude
    /// access to.
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
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.relationship = try container.decodeIfPresent(BetaUserProfileRelationship.self, forKey: "relationship")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.accessType = try container.decodeIfPresent(BetaCreateUserProfileRequest.AccessType.self, forKey: "access_type")
        self.externalUserDetails = try container.decodeIfPresent(BetaUserProfileExternalUserDetailsParams.self, forKey: "external_user_details")
        self.externalUserOnboardedAt = try container.decodeIfPresent(String.self, forKey: "external_user_onboarded_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.relationship, forKey: "relationship")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.accessType, forKey: "access_type")
        try container.encodeIfPresent(self.externalUserDetails, forKey: "external_user_details")
        try container.encodeIfPresent(self.externalUserOnboardedAt, forKey: "external_user_onboarded_at")
    }
}

nonisolated extension NullableMember where Owner == BetaCreateUserProfileRequest {
    public static var externalID: Self { Self("external_id") }
    public static var name: Self { Self("name") }
}
