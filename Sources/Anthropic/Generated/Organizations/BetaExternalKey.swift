// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CMEK external key config belonging to the caller's organization.
///
/// Configs are organization-scoped. Workspaces attach to a config; once any
/// workspace references it, the provider fields become effectively immutable
/// (existing encrypted data needs the config for decrypt).
///
/// - Schema: `#/components/schemas/BetaExternalKey`
public nonisolated struct BetaExternalKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether any workspace uses this config to encrypt its data — counting live and
    /// archived workspaces (an archived workspace's data remains encrypted under the
    /// config), excluding deleted ones. Only an attached config is used by the
    /// encryption path; an `unattached` config is inert and can be deleted.
    public var attachment: ExternalKeyAttachment

    public var createdAt: String

    /// Human-friendly display name. Null if none was set.
    public var displayName: String?

    /// Data residency geo. Selects the region this key is used in.
    public var geo: String

    /// Identifier of the external key config: a tagged ID prefixed `ekey_`, or, on
    /// Claude Platform on AWS, an AWS KMS key's ARN.
    public var id: String

    /// KMS provider identity and auth coordinates.
    public var providerConfig: BetaOrganizationBetaExternalKeyProviderConfig

    public var type: String

    public var updatedAt: String

    /// ID of the user profile the key is bound to, or null if the key is not bound to
    /// one. A key bound to a user profile can only be attached to a Workspace that has
    /// the same user profile. A key that isn't bound can only be attached to a
    /// Workspace that has no user profile.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        attachment: ExternalKeyAttachment,
        createdAt: String,
        geo: String,
        id: String,
        providerConfig: BetaOrganizationBetaExternalKeyProviderConfig,
        updatedAt: String,
        displayName: String? = nil,
        userProfileID: String? = nil
    ) {
        self.attachment = attachment
        self.createdAt = createdAt
        self.displayName = displayName
        self.geo = geo
        self.id = id
        self.providerConfig = providerConfig
        self.type = "external_key"
        self.updatedAt = updatedAt
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attachment: .emptyValue,
            createdAt: .emptyValue,
            geo: .emptyValue,
            id: .emptyValue,
            providerConfig: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attachment = try container.decodeRequired(ExternalKeyAttachment.self, forKey: "attachment", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.geo = try container.decodeRequired(String.self, forKey: "geo", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.providerConfig = try container.decodeRequired(BetaOrganizationBetaExternalKeyProviderConfig.self, forKey: "provider_config", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "external_key")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.attachment, forKey: "attachment")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.geo, forKey: "geo")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.providerConfig, forKey: "provider_config")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == BetaExternalKey {
    public static var displayName: Self { Self("display_name") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
