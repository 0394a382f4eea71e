// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// OAuth credential details for an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthAuthResponse`
public nonisolated struct BetaManagedAgentsMcpOauthAuthResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// URL of the MCP server this credential authenticates against.
    public var mcpServerURL: String

    public var expiresAt: BetaTimestamp?

    /// Refresh token configuration, if the credential supports token refresh.
    public var refresh: BetaManagedAgentsMcpOauthRefreshResponse?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mcpServerURL: String,
        expiresAt: BetaTimestamp? = nil,
        refresh: BetaManagedAgentsMcpOauthRefreshResponse? = nil
    ) {
        self.type = "mcp_oauth"
        self.mcpServerURL = mcpServerURL
        self.expiresAt = expiresAt
        self.refresh = refresh
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_oauth")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: "mcp_server_url", in: decoder)
        self.expiresAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "expires_at")
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshResponse.self, forKey: "refresh")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mcpServerURL, forKey: "mcp_server_url")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.refresh, forKey: "refresh")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMcpOauthAuthResponse {
    public static var expiresAt: Self { Self("expires_at") }
    public static var refresh: Self { Self("refresh") }
}
