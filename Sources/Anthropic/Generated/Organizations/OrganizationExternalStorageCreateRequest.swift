// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalStorageCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-friendly display name.
    public var displayName: String?

    public var providerConfig: BetaOrganizationExternalStorageCreateParamsProviderConfig

    /// The user profile to bind the storage to. It can't be changed later. The storage
    /// can be attached only to Workspaces with this profile, and the bucket's setup
    /// must name the same ID.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        providerConfig: BetaOrganizationExternalStorageCreateParamsProviderConfig,
        displayName: String? = nil,
        userProfileID: String? = nil
    ) {
        self.displayName = displayName
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
        self.providerConfig = try container.decodeRequired(BetaOrganizationExternalStorageCreateParamsProviderConfig.self, forKey: "provider_config", in: decoder)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.providerConfig, forKey: "provider_config")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == OrganizationExternalStorageCreateRequest {
    public static var displayName: Self { Self("display_name") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
