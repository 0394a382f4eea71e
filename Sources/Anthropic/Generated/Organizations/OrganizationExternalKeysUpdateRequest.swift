// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalKeysUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-friendly display name.
    public var displayName: String?

    /// Data residency geo. Only `us` is supported.
    public var geo: String?

    /// KMS provider identity and auth coordinates.
    public var providerConfig: OrganizationExternalKeyUpdateParamsProviderConfig?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        displayName: String? = nil,
        geo: String? = nil,
        providerConfig: OrganizationExternalKeyUpdateParamsProviderConfig? = nil
    ) {
        self.displayName = displayName
        self.geo = geo
        self.providerConfig = providerConfig
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.geo = try container.decodeIfPresent(String.self, forKey: "geo")
        self.providerConfig = try container.decodeIfPresent(OrganizationExternalKeyUpdateParamsProviderConfig.self, forKey: "provider_config")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.geo, forKey: "geo")
        try container.encodeIfPresent(self.providerConfig, forKey: "provider_config")
    }
}

nonisolated extension NullableMember where Owner == OrganizationExternalKeysUpdateRequest {
    public static var displayName: Self { Self("display_name") }
    public static var geo: Self { Self("geo") }
    public static var providerConfig: Self { Self("provider_config") }
}
