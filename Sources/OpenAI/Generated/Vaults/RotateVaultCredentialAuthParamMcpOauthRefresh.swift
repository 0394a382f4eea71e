// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional write-only refresh-token and client-secret updates.
///
/// - Schema: `#/components/schemas/RotateVaultCredentialAuthParamMcpOauthRefresh`
public nonisolated struct RotateVaultCredentialAuthParamMcpOauthRefresh: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The replacement refresh token.
    ///
    /// Omit or pass `null` to keep the stored token. This secret is never returned in
    /// resources.
    public var refreshToken: String?

    /// Replacement space-separated OAuth scopes for refresh requests.
    ///
    /// Omit to keep the scopes, or pass `null` to stop sending a scope parameter.
    public var scope: String?

    /// Client-secret updates for the existing token endpoint authentication method.
    public var tokenEndpointAuth: McpOauthTokenEndpointAuthRotateParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        refreshToken: String? = nil,
        scope: String? = nil,
        tokenEndpointAuth: McpOauthTokenEndpointAuthRotateParam? = nil
    ) {
        self.refreshToken = refreshToken
        self.scope = scope
        self.tokenEndpointAuth = tokenEndpointAuth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.refreshToken = try container.decodeIfPresent(String.self, forKey: "refresh_token")
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.tokenEndpointAuth = try container.decodeIfPresent(McpOauthTokenEndpointAuthRotateParam.self, forKey: "token_endpoint_auth")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.refreshToken, forKey: "refresh_token")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encodeIfPresent(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == RotateVaultCredentialAuthParamMcpOauthRefresh {
    public static var refreshToken: Self { Self("refresh_token") }
    public static var scope: Self { Self("scope") }
    public static var tokenEndpointAuth: Self { Self("token_endpoint_auth") }
}
