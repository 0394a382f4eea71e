// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Rotate an OAuth credential for an HTTPS MCP destination.
///
/// - Schema: `#/components/schemas/RotateVaultCredentialAuthParamMcpOauth`
public nonisolated struct RotateVaultCredentialAuthParamMcpOauth: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A write-only replacement OAuth access token.
    public var accessToken: String?

    /// The replacement expiry as an RFC 3339 timestamp, or `null` to clear it.
    ///
    /// Omitting this field preserves the expiry unless a new access token is supplied,
    /// in which case the expiry is cleared.
    public var expiresAt: String?

    /// Optional write-only refresh-token and client-secret updates.
    public var refresh: RotateVaultCredentialAuthParamMcpOauthRefresh?

    /// The type of the object. Always `mcp_oauth`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accessToken: String? = nil,
        expiresAt: String? = nil,
        refresh: RotateVaultCredentialAuthParamMcpOauthRefresh? = nil
    ) {
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.refresh = refresh
        self.type = "mcp_oauth"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accessToken = try container.decodeIfPresent(String.self, forKey: "access_token")
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.refresh = try container.decodeIfPresent(RotateVaultCredentialAuthParamMcpOauthRefresh.self, forKey: "refresh")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_oauth")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.accessToken, forKey: "access_token")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.refresh, forKey: "refresh")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RotateVaultCredentialAuthParamMcpOauth {
    public static var accessToken: Self { Self("access_token") }
    public static var expiresAt: Self { Self("expires_at") }
    public static var refresh: Self { Self("refresh") }
}
