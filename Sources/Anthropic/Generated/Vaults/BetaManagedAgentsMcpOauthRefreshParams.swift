// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// OAuth refresh token parameters for creating a credential with refresh support.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshParams`
public nonisolated struct BetaManagedAgentsMcpOauthRefreshParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// OAuth refresh token.
    public var refreshToken: String

    /// Token endpoint URL used to refresh the access token.
    public var tokenEndpoint: String

    /// OAuth client ID.
    public var clientID: String

    /// OAuth scope for the refresh request.
    public var scope: String?

    /// OAuth resource indicator.
    public var resource: String?

    public var tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshParams.TokenEndpointAuth

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        refreshToken: String,
        tokenEndpoint: String,
        clientID: String,
        tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshParams.TokenEndpointAuth,
        scope: String? = nil,
        resource: String? = nil
    ) {
        self.refreshToken = refreshToken
        self.tokenEndpoint = tokenEndpoint
        self.clientID = clientID
        self.scope = scope
        self.resource = resource
        self.tokenEndpointAuth = tokenEndpointAuth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            refreshToken: .emptyValue,
            tokenEndpoint: .emptyValue,
            clientID: .emptyValue,
            tokenEndpointAuth: .emptyValue
        )
    }

    public nonisolated enum TokenEndpointAuth: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `none`
        case none(BetaManagedAgentsTokenEndpointAuthNoneParam)
        /// - `type`: `client_secret_basic`
        case clientSecretBasic(BetaManagedAgentsTokenEndpointAuthBasicParam)
        /// - `type`: `client_secret_post`
        case clientSecretPost(BetaManagedAgentsTokenEndpointAuthPostParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "none": self = .none(try BetaManagedAgentsTokenEndpointAuthNoneParam(from: decoder)); return
                case "client_secret_basic": self = .clientSecretBasic(try BetaManagedAgentsTokenEndpointAuthBasicParam(from: decoder)); return
                case "client_secret_post": self = .clientSecretPost(try BetaManagedAgentsTokenEndpointAuthPostParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .none(let value): try value.encode(to: encoder)
            case .clientSecretBasic(let value): try value.encode(to: encoder)
            case .clientSecretPost(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.refreshToken = try container.decodeRequired(String.self, forKey: "refresh_token", in: decoder)
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: "token_endpoint", in: decoder)
        self.clientID = try container.decodeRequired(String.self, forKey: "client_id", in: decoder)
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.resource = try container.decodeIfPresent(String.self, forKey: "resource")
        self.tokenEndpointAuth = try container.decodeRequired(BetaManagedAgentsMcpOauthRefreshParams.TokenEndpointAuth.self, forKey: "token_endpoint_auth", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.refreshToken, forKey: "refresh_token")
        try container.encode(self.tokenEndpoint, forKey: "token_endpoint")
        try container.encode(self.clientID, forKey: "client_id")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encodeIfPresent(self.resource, forKey: "resource")
        try container.encode(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMcpOauthRefreshParams {
    public static var scope: Self { Self("scope") }
    public static var resource: Self { Self("resource") }
}
