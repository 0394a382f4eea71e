// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating OAuth refresh token configuration.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshUpdateParams`
public nonisolated struct BetaManagedAgentsMcpOauthRefreshUpdateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Updated OAuth refresh token.
    public var refreshToken: String?

    /// Updated OAuth scope for the refresh request.
    public var scope: String?

    public var tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        refreshToken: String? = nil,
        scope: String? = nil,
        tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth? = nil
    ) {
        self.refreshToken = refreshToken
        self.scope = scope
        self.tokenEndpointAuth = tokenEndpointAuth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum TokenEndpointAuth: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `client_secret_basic`
        case clientSecretBasic(BetaManagedAgentsTokenEndpointAuthBasicUpdateParam)
        /// - `type`: `client_secret_post`
        case clientSecretPost(BetaManagedAgentsTokenEndpointAuthPostUpdateParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "client_secret_basic": self = .clientSecretBasic(try BetaManagedAgentsTokenEndpointAuthBasicUpdateParam(from: decoder)); return
                case "client_secret_post": self = .clientSecretPost(try BetaManagedAgentsTokenEndpointAuthPostUpdateParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .clientSecretBasic(let value): try value.encode(to: encoder)
            case .clientSecretPost(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.refreshToken = try container.decodeIfPresent(String.self, forKey: "refresh_token")
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.tokenEndpointAuth = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth.self, forKey: "token_endpoint_auth")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.refreshToken, forKey: "refresh_token")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encodeIfPresent(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMcpOauthRefreshUpdateParams {
    public static var refreshToken: Self { Self("refresh_token") }
    public static var scope: Self { Self("scope") }
}
