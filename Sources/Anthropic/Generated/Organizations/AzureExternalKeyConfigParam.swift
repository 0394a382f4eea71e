// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Azure Key Vault provider configuration.
///
/// - Schema: `#/components/schemas/AzureExternalKeyConfigParam`
public nonisolated struct AzureExternalKeyConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Azure AD application (client) ID.
    ///
    /// Omit to use Anthropic's multitenant app. Provide only if using a single-tenant
    /// app registration in the customer's directory.
    public var clientID: String?

    /// Name of the key within the vault.
    public var keyName: String

    /// Azure AD tenant ID.
    public var tenantID: String

    public var type: String

    /// Key Vault data-plane URI — `https://{vault-name}.vault.azure.net` or
    /// `https://{hsm-name}.managedhsm.azure.net`.
    public var vaultURI: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        keyName: String,
        tenantID: String,
        vaultURI: String,
        clientID: String? = nil
    ) {
        self.clientID = clientID
        self.keyName = keyName
        self.tenantID = tenantID
        self.type = "azure"
        self.vaultURI = vaultURI
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            keyName: .emptyValue,
            tenantID: .emptyValue,
            vaultURI: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientID = try container.decodeIfPresent(String.self, forKey: "client_id")
        self.keyName = try container.decodeRequired(String.self, forKey: "key_name", in: decoder)
        self.tenantID = try container.decodeRequired(String.self, forKey: "tenant_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "azure")
        self.vaultURI = try container.decodeRequired(String.self, forKey: "vault_uri", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientID, forKey: "client_id")
        try container.encode(self.keyName, forKey: "key_name")
        try container.encode(self.tenantID, forKey: "tenant_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.vaultURI, forKey: "vault_uri")
    }
}

nonisolated extension NullableMember where Owner == AzureExternalKeyConfigParam {
    public static var clientID: Self { Self("client_id") }
}
