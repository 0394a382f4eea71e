// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// OAuth refresh token configuration returned in credential responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshResponse`
public nonisolated struct BetaManagedAgentsMcpOauthRefreshResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Token endpoint URL used to refresh the access token.
    public var tokenEndpoint: String

    /// OAuth client ID.
    public var clientID: String

    /// OAuth resource indicator.
    public var resource: String?

    /// OAuth scope for the refresh request.
    public var scope: String?

    public var tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshResponse.TokenEndpointAuth

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        tokenEndpoint: String,
        clientID: String,
        tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshResponse.TokenEndpointAuth,
        resource: String? = nil,
        scope: String? = nil
    ) {
        self.tokenEndpoint = tokenEndpoint
        self.clientID = clientID
        self.resource = resource
        self.scope = scope
        self.tokenEndpointAuth = tokenEndpointAuth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tokenEndpoint: .emptyValue,
            clientID: .emptyValue,
            tokenEndpointAuth: .emptyValue
        )
    }

    public nonisolated enum TokenEndpointAuth: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `none`
        case none(BetaManagedAgentsTokenEndpointAuthNoneResponse)
        /// - `type`: `client_secret_basic`
        case clientSecretBasic(BetaManagedAgentsTokenEndpointAuthBasicResponse)
        /// - `type`: `client_secret_post`
        case clientSecretPost(BetaManagedAgentsTokenEndpointAuthPostResponse)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "none": self = .none(try BetaManagedAgentsTokenEndpointAuthNoneResponse(from: decoder)); return
                case "client_secret_basic": self = .clientSecretBasic(try BetaManagedAgentsTokenEndpointAuthBasicResponse(from: decoder)); return
                case "client_secret_post": self = .clientSecretPost(try BetaManagedAgentsTokenEndpointAuthPostResponse(from: decoder)); return
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
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: "token_endpoint", in: decoder)
        self.clientID = try container.decodeRequired(String.self, forKey: "client_id", in: decoder)
        self.resource = try container.decodeIfPresent(String.self, forKey: "resource")
        self.scope = try container.decodeIfPresent(String.self, forKey: "scope")
        self.tokenEndpointAuth = try container.decodeRequired(BetaManagedAgentsMcpOauthRefreshResponse.TokenEndpointAuth.self, forKey: "token_endpoint_auth", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.tokenEndpoint, forKey: "token_endpoint")
        try container.encode(self.clientID, forKey: "client_id")
        try container.encodeIfPresent(self.resource, forKey: "resource")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encode(self.tokenEndpointAuth, forKey: "token_endpoint_auth")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMcpOauthRefreshResponse {
    public static var resource: Self { Self("resource") }
    public static var scope: Self { Self("scope") }
}
