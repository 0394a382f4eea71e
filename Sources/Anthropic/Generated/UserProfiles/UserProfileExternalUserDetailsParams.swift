// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileExternalUserDetailsParams`
public nonisolated struct UserProfileExternalUserDetailsParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The status of the entity's account on the platform: `active`, `suspended` or
    /// `blocked`.
    public var accountStatus: UserProfileExternalUserAccountStatus?

    /// The country of the entity (not of the platform), as the platform determines it:
    /// an ISO 3166-1 alpha-2 code in upper case, for example `US`. Only the form, two
    /// uppercase ASCII letters, is checked.
    public var country: String?

    /// A hash of the entity's email address, computed by the platform.
    ///
    /// Anthropic treats it as an opaque string and does not prescribe the hash
    /// function. 1 to 255 characters.
    public var emailHash: String?

    /// What kind of entity the profile represents: `individual`, `business`,
    /// `non_profit` or `government`.
    public var entityType: UserProfileExternalUserEntityType?

    /// A hash of the entity's name, computed by the platform.
    ///
    /// Anthropic treats it as an opaque string and does not prescribe the hash
    /// function. 1 to 255 characters.
    public var nameHash: String?

    /// When the entity opened its account with the platform, in RFC 3339 format: for an
    /// `application` profile, when the end-user signed up; for a `passthrough` profile,
    /// when the company became the platform's customer. Must be a complete timestamp no
    /// more than 1 minute in the future.
    public var onboardedAt: String?

    /// The platform's own reference for the entity, for example the key of the
    /// end-user's row in the platform's database. Not interpreted by Anthropic and not
    /// enforced unique. 1 to 255 characters.
    public var referenceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accountStatus: UserProfileExternalUserAccountStatus? = nil,
        country: String? = nil,
        emailHash: String? = nil,
        entityType: UserProfileExternalUserEntityType? = nil,
        nameHash: String? = nil,
        onboardedAt: String? = nil,
        referenceID: String? = nil
    ) {
        self.accountStatus = accountStatus
        self.country = country
        self.emailHash = emailHash
        self.entityType = entityType
        self.nameHash = nameHash
        self.onboardedAt = onboardedAt
        self.referenceID = referenceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountStatus = try container.decodeIfPresent(UserProfileExternalUserAccountStatus.self, forKey: "account_status")
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.emailHash = try container.decodeIfPresent(String.self, forKey: "email_hash")
        self.entityType = try container.decodeIfPresent(UserProfileExternalUserEntityType.self, forKey: "entity_type")
        self.nameHash = try container.decodeIfPresent(String.self, forKey: "name_hash")
        self.onboardedAt = try container.decodeIfPresent(String.self, forKey: "onboarded_at")
        self.referenceID = try container.decodeIfPresent(String.self, forKey: "reference_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.accountStatus, forKey: "account_status")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.emailHash, forKey: "email_hash")
        try container.encodeIfPresent(self.entityType, forKey: "entity_type")
        try container.encodeIfPresent(self.nameHash, forKey: "name_hash")
        try container.encodeIfPresent(self.onboardedAt, forKey: "onboarded_at")
        try container.encodeIfPresent(self.referenceID, forKey: "reference_id")
    }
}

nonisolated extension NullableMember where Owner == UserProfileExternalUserDetailsParams {
    public static var accountStatus: Self { Self("account_status") }
    public static var country: Self { Self("country") }
    public static var emailHash: Self { Self("email_hash") }
    public static var entityType: Self { Self("entity_type") }
    public static var nameHash: Self { Self("name_hash") }
    public static var referenceID: Self { Self("reference_id") }
}
