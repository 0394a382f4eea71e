// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional refresh configuration for an HTTPS OAuth token endpoint.
///
/// - Schema: `#/components/schemas/CreateVaultCredentialAuthParamMcpOauthRefresh`
public nonisolated struct CreateVaultCredentialAuthParamMcpOauthRefresh: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The OAuth client ID used when requesting a new access token.
    public var clientID: String

    /// The refresh token to store.
    ///
    /// This secret is never returned in credential resources.
    public var refreshToken: String

    /// The resource URI to send to the OAuth token endpoint during refresh, if
    /// required.
    public var resource: String?

    /// Space-separated OAuth scopes to request during refresh, if required.
    public var scope: String?

    /// The HTTPS OAuth token endpoint used to exchange the refresh token for a new
    /// access token.
    public var tokenEndpoint: String

    /// How the OAuth client authenticates to the token endpoint.
    public var tokenEndpointAuth: McpOauthTokenEndpointAuthCreateParam

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientID: String,
        refreshToken: String,
        tokenEndpoint: String,
        tokenEndpointAuth: McpOauthTokenEndpointAuthCreateParam,
        resource: String? = nil,
        scope: String? = nil
    ) {
        self.clientID = clientID
        self.refreshToken = refreshToken
        self.resource = resource
        self.scope = scope
        self.tokenEndpoint = tokenEndpoint
        self.tokenEndpointAuth = tokenEndpointAuth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientID: .emptyValue,
            refreshToken: .emptyValue,
            tokenEndpoint: .emptyValue,
            tokenEndpointAuth: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientID = try container.decodeRequired(String.self, forKey: "client_id", in: decoder)
        self.refreshToken = try container.decodeRequired(String.self, forKey: "refresh_token", in: decoder)
        self.resource = try container.decodeIfPresent(String.self, forKey: "resource")
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: "token_endpoint", in: decoder)
        self.tokenEndpointAuth = try container.decodeRequired(McpOauthTokenEndpointAuthCreateParam.self, forKey: "token_endpoint_auth", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.clientID, forKey: "client_id")
        try container.encode(self.refreshToken, forKey: "refresh_token")
        try container.encodeIfPresent(self.resource, forKey: "resource")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encode(self.tokenEndpoint, forKey: "token_endpoint")
        try container.encode(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == CreateVaultCredentialAuthParamMcpOauthRefresh {
    public static var resource: Self { Self("resource") }
    public static var scope: Self { Self("scope") }
}
