// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating an MCP OAuth credential. The `mcp_server_url` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthUpdateParams`
public nonisolated struct BetaManagedAgentsMcpOauthUpdateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Updated OAuth access token.
    public var accessToken: String?

    public var expiresAt: BetaTimestamp?

    /// Updated refresh token configuration.
    public var refresh: BetaManagedAgentsMcpOauthRefreshUpdateParams?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accessToken: String? = nil,
        expiresAt: BetaTimestamp? = nil,
        refresh: BetaManagedAgentsMcpOauthRefreshUpdateParams? = nil
    ) {
        self.type = "mcp_oauth"
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.refresh = refresh
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_oauth")
        self.accessToken = try container.decodeIfPresent(String.self, forKey: "access_token")
        self.expiresAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "expires_at")
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshUpdateParams.self, forKey: "refresh")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.accessToken, forKey: "access_token")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.refresh, forKey: "refresh")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMcpOauthUpdateParams {
    public static var accessToken: Self { Self("access_token") }
    public static var expiresAt: Self { Self("expires_at") }
    public static var refresh: Self { Self("refresh") }
}
