// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public refresh metadata without refresh tokens or OAuth client secrets.
///
/// - Schema: `#/components/schemas/VaultCredentialAuthResourceMcpOauthRefresh`
public nonisolated struct VaultCredentialAuthResourceMcpOauthRefresh: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The OAuth client ID used when requesting a new access token.
    public var clientID: String

    /// The resource URI sent to the OAuth token endpoint during refresh, if configured.
    public var resource: String?

    /// Space-separated OAuth scopes requested during refresh, if configured.
    public var scope: String?

    /// The HTTPS OAuth token endpoint used for refresh.
    public var tokenEndpoint: String

    /// How the OAuth client authenticates to the token endpoint, excluding its client
    /// secret.
    public var tokenEndpointAuth: McpOauthTokenEndpointAuth

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientID: String,
        tokenEndpoint: String,
        tokenEndpointAuth: McpOauthTokenEndpointAuth,
        resource: String? = nil,
        scope: String? = nil
    ) {
        self.clientID = clientID
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
            tokenEndpoint: .emptyValue,
            tokenEndpointAuth: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientID = try container.decodeRequired(String.self, forKey: "client_id", in: decoder)
        self.resource = try container.decodeIfPresent(String.self, forKey: "resource")
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: "token_endpoint", in: decoder)
        self.tokenEndpointAuth = try container.decodeRequired(McpOauthTokenEndpointAuth.self, forKey: "token_endpoint_auth", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.clientID, forKey: "client_id")
        try container.encodeIfPresent(self.resource, forKey: "resource")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encode(self.tokenEndpoint, forKey: "token_endpoint")
        try container.encode(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == VaultCredentialAuthResourceMcpOauthRefresh {
    public static var resource: Self { Self("resource") }
    public static var scope: Self { Self("scope") }
}
