// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An OAuth credential for an HTTPS MCP destination.
///
/// - Schema: `#/components/schemas/CreateVaultCredentialAuthParamMcpOauth`
public nonisolated struct CreateVaultCredentialAuthParamMcpOauth: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A write-only OAuth access token; never returned by credential resources.
    public var accessToken: String

    /// When the OAuth access token expires, as an RFC 3339 timestamp, if known.
    public var expiresAt: String?

    /// The HTTPS MCP server URL authorized by this credential.
    public var mcpServerURL: String

    /// Optional refresh configuration for an HTTPS OAuth token endpoint.
    public var refresh: CreateVaultCredentialAuthParamMcpOauthRefresh?

    /// The type of the object. Always `mcp_oauth`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accessToken: String,
        mcpServerURL: String,
        expiresAt: String? = nil,
        refresh: CreateVaultCredentialAuthParamMcpOauthRefresh? = nil
    ) {
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.mcpServerURL = mcpServerURL
        self.refresh = refresh
        self.type = "mcp_oauth"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accessToken: .emptyValue,
            mcpServerURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accessToken = try container.decodeRequired(String.self, forKey: "access_token", in: decoder)
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: "mcp_server_url", in: decoder)
        self.refresh = try container.decodeIfPresent(CreateVaultCredentialAuthParamMcpOauthRefresh.self, forKey: "refresh")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_oauth")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.accessToken, forKey: "access_token")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.mcpServerURL, forKey: "mcp_server_url")
        try container.encodeIfPresent(self.refresh, forKey: "refresh")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == CreateVaultCredentialAuthParamMcpOauth {
    public static var expiresAt: Self { Self("expires_at") }
    public static var refresh: Self { Self("refresh") }
}
