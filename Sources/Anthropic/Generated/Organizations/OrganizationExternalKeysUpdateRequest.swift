// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct OrganizationExternalKeysUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-friendly display name.
    public var displayName: String?

    /// Data residency geo. Only `us` is supported.
    public var geo: String?

    /// KMS provider identity and auth coordinates.
    public var providerConfig: OrganizationExternalKeyUpdateParamsProviderConfig?

    public init(
        displayName: String? = nil,
        geo: String? = nil,
        providerConfig: OrganizationExternalKeyUpdateParamsProviderConfig? = nil
    ) {
        self.displayName = displayName
        self.geo = geo
        self.providerConfig = providerConfig
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.geo = try container.decodeIfPresent(String.self, forKey: "geo")
        self.providerConfig = try container.decodeIfPresent(OrganizationExternalKeyUpdateParamsProviderConfig.self, forKey: "provider_config")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.geo, forKey: "geo")
        try container.encodeIfPresent(self.providerConfig, forKey: "provider_config")
    }
}
