// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Result of live-probing a credential against its configured MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialValidation`
public nonisolated struct BetaManagedAgentsCredentialValidation: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier of the credential that was validated.
    public var credentialID: String

    /// Identifier of the vault containing the credential.
    public var vaultID: String

    /// Overall verdict of the validation probe.
    public var status: BetaManagedAgentsCredentialValidationStatus

    /// When the validation probe was performed.
    public var validatedAt: BetaTimestamp

    /// Whether the credential has a refresh token configured.
    public var hasRefreshToken: Bool

    /// Details of the failing MCP probe step. Null when the probe succeeded.
    public var mcpProbe: BetaManagedAgentsMcpProbe?

    /// Details of the refresh-token exchange attempted on a 401. Null when no refresh was attempted.
    public var refresh: BetaManagedAgentsRefreshObject?

    public init(
        credentialID: String,
        vaultID: String,
        status: BetaManagedAgentsCredentialValidationStatus,
        validatedAt: BetaTimestamp,
        hasRefreshToken: Bool,
        mcpProbe: BetaManagedAgentsMcpProbe?,
        refresh: BetaManagedAgentsRefreshObject?
    ) {
        self.type = "vault_credential_validation"
        self.credentialID = credentialID
        self.vaultID = vaultID
        self.status = status
        self.validatedAt = validatedAt
        self.hasRefreshToken = hasRefreshToken
        self.mcpProbe = mcpProbe
        self.refresh = refresh
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            credentialID: .emptyValue,
            vaultID: .emptyValue,
            status: .emptyValue,
            validatedAt: .emptyValue,
            hasRefreshToken: .emptyValue,
            mcpProbe: nil,
            refresh: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "vault_credential_validation")
        self.credentialID = try container.decodeRequired(String.self, forKey: "credential_id", in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: "vault_id", in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsCredentialValidationStatus.self, forKey: "status", in: decoder)
        self.validatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "validated_at", in: decoder)
        self.hasRefreshToken = try container.decodeRequired(Bool.self, forKey: "has_refresh_token", in: decoder)
        self.mcpProbe = try container.decodeIfPresent(BetaManagedAgentsMcpProbe.self, forKey: "mcp_probe")
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsRefreshObject.self, forKey: "refresh")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.credentialID, forKey: "credential_id")
        try container.encode(self.vaultID, forKey: "vault_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.validatedAt, forKey: "validated_at")
        try container.encode(self.hasRefreshToken, forKey: "has_refresh_token")
        try container.encode(self.mcpProbe, forKey: "mcp_probe")
        try container.encode(self.refresh, forKey: "refresh")
    }
}
