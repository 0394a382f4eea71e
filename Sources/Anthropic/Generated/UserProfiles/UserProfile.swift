// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A record of an entity that the platform serves through the API, such as an end-user of the platform's product or a company that the platform resells Claude access to.
///
/// A Messages, Message Batches or token counting request can send a profile's `id` in the `anthropic-user-profile-id` header to attribute the request to that entity.
///
/// - Schema: `#/components/schemas/UserProfile`
public nonisolated struct UserProfile: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How the platform uses the API for this entity: `application` (default) or
    /// `passthrough`. Absent under the legacy `user-profiles-2026-03-24` beta header.
    public var accessType: UserProfileAccessType

    /// When this user profile was created, in RFC 3339 format.
    public var createdAt: String

    /// The enforcement actions open on this profile; empty when none is open.
    ///
    /// Absent under the `user-profiles-2026-09-04` and earlier beta headers.
    public var enforcementActions: [UserProfileEnforcementAction]

    /// Anthropic's enforcement status of this profile, from its open enforcement
    /// actions and any identity check under review, by the first rule that applies:
    /// `banned` while any open action is a `ban`; `pending` while a restriction that an
    /// identity check can clear is open, the end user has submitted that check,
    /// Anthropic's review of it has not ended, and no open action's `reason` is
    /// `account_compromise`; `restricted` while any action is open; `unrestricted`
    /// while none is. Absent under the `user-profiles-2026-09-04` and earlier beta
    /// headers.
    public var enforcementStatus: UserProfileEnforcementStatus

    /// Details about the entity this profile represents, as the platform states them;
    /// not verified by Anthropic. Every field is present, `null` until the platform
    /// supplies a value. Absent under the legacy `user-profiles-2026-03-24` and
    /// `user-profiles-2026-08-18` beta headers, which serve `reference_id` as the
    /// top-level `external_id` and, under `user-profiles-2026-08-18`, `onboarded_at` as
    /// `external_user_onboarded_at`.
    public var externalUserDetails: UserProfileExternalUserDetails

    /// Unique identifier for this user profile, prefixed `uprof_`.
    public var id: String

    /// Arbitrary key-value metadata.
    ///
    /// Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]

    /// Real-world name of the entity this profile represents (company or individual).
    ///
    /// For a company the platform resells Claude access to (`access_type`
    /// `passthrough`) this is that company's name. `null` until the platform supplies
    /// one.
    public var name: String?

    /// The profile's standing in each Anthropic program, such as the Cyber Verification
    /// Program. Present when the request sends no user-profiles beta header; absent
    /// under the `user-profiles-2026-09-04` and earlier beta headers, which serve
    /// `trust_grants` instead.
    public var programs: UserProfilePrograms

    /// Object type. Always `user_profile`.
    public var type: String

    /// When this user profile was last modified, in RFC 3339 format.
    ///
    /// It normally also updates shortly after Anthropic gives the profile an approval
    /// or withdraws one. Other changes to the statuses that Anthropic reports do not
    /// always update it, so read the status itself rather than watching this timestamp.
    public var updatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accessType: UserProfileAccessType,
        createdAt: String,
        enforcementActions: [UserProfileEnforcementAction],
        enforcementStatus: UserProfileEnforcementStatus,
        externalUserDetails: UserProfileExternalUserDetails,
        id: String,
        metadata: [String: String],
        programs: UserProfilePrograms,
        updatedAt: String,
        name: String? = nil
    ) {
        self.accessType = accessType
        self.createdAt = createdAt
        self.enforcementActions = enforcementActions
        self.enforcementStatus = enforcementStatus
        self.externalUserDetails = externalUserDetails
        self.id = id
        self.metadata = metadata
        self.name = name
        self.programs = programs
        self.type = "user_profile"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accessType: .emptyValue,
            createdAt: .emptyValue,
            enforcementActions: .emptyValue,
            enforcementStatus: .emptyValue,
            externalUserDetails: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue,
            programs: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accessType = try container.decodeRequired(UserProfileAccessType.self, forKey: "access_type", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.enforcementActions = try container.decodeRequired([UserProfileEnforcementAction].self, forKey: "enforcement_actions", in: decoder)
        self.enforcementStatus = try container.decodeRequired(UserProfileEnforcementStatus.self, forKey: "enforcement_status", in: decoder)
        self.externalUserDetails = try container.decodeRequired(UserProfileExternalUserDetails.self, forKey: "external_user_details", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.programs = try container.decodeRequired(UserProfilePrograms.self, forKey: "programs", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_profile")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.accessType, forKey: "access_type")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.enforcementActions, forKey: "enforcement_actions")
        try container.encode(self.enforcementStatus, forKey: "enforcement_status")
        try container.encode(self.externalUserDetails, forKey: "external_user_details")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.programs, forKey: "programs")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == UserProfile {
    public static var name: Self { Self("name") }
}
