// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalKeysCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-friendly display name.
    public var displayName: String?

    /// Data residency geo. Only `us` is supported.
    public var geo: String?

    /// KMS provider identity and auth coordinates.
    public var providerConfig: OrganizationExternalKeyCreateParamsProviderConfig

    /// ID of a user profile to bind the key to. A user profile represents one of your
    /// customers: bind a customer's key to that customer's user profile. A key bound to
    /// a user profile can only be attached to a Workspace that has the same user
    /// profile, and the binding cannot be changed later. Omit this field only for your
    /// organization's own key, never a customer's. A key created without a user profile
    /// ID can't be attached to a Workspace that has a user profile, and you can't add
    /// one to the key later.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        providerConfig: OrganizationExternalKeyCreateParamsProviderConfig,
        displayName: String? = nil,
        geo: String? = nil,
        userProfileID: String? = nil
    ) {
        self.displayName = displayName
        self.geo = geo
        self.providerConfig = providerConfig
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            providerConfig: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.geo = try container.decodeIfPresent(String.self, forKey: "geo")
        self.providerConfig = try container.decodeRequired(OrganizationExternalKeyCreateParamsProviderConfig.self, forKey: "provider_config", in: decoder)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.geo, forKey: "geo")
        try container.encode(self.providerConfig, forKey: "provider_config")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == OrganizationExternalKeysCreateRequest {
    public static var displayName: Self { Self("display_name") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
