// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct UserProfilesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How the platform uses the API for this entity. `application` (default): the
    /// profile represents an individual end-user of the platform's product.
    /// `passthrough`: the profile identifies a company the platform resells Claude
    /// access to.
    public var accessType: UserProfileAccessType?

    /// Details about the entity this profile represents, as the platform states them.
    /// Every field is optional. Not accepted under the legacy
    /// `user-profiles-2026-03-24` and `user-profiles-2026-08-18` beta headers, which
    /// take the top-level `external_id` (and, under `user-profiles-2026-08-18`,
    /// `external_user_onboarded_at`) instead.
    public var externalUserDetails: UserProfileExternalUserDetailsParams?

    /// Free-form key-value data to attach to this user profile. Maximum 16 keys, with
    /// keys up to 64 characters and values up to 512 characters. Values must be
    /// non-empty strings.
    public var metadata: [String: String]?

    /// Optional for all profiles. Real-world name of the entity this profile represents
    /// (company or individual); for a company the platform resells Claude access to
    /// (`access_type` `passthrough`), that company's name where known. Maximum 255
    /// characters.
    public var name: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accessType: UserProfileAccessType? = nil,
        externalUserDetails: UserProfileExternalUserDetailsParams? = nil,
        metadata: [String: String]? = nil,
        name: String? = nil
    ) {
        self.accessType = accessType
        self.externalUserDetails = externalUserDetails
        self.metadata = metadata
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accessType = try container.decodeIfPresent(UserProfileAccessType.self, forKey: "access_type")
        self.externalUserDetails = try container.decodeIfPresent(UserProfileExternalUserDetailsParams.self, forKey: "external_user_details")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.accessType, forKey: "access_type")
        try container.encodeIfPresent(self.externalUserDetails, forKey: "external_user_details")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == UserProfilesCreateRequest {
    public static var name: Self { Self("name") }
}
