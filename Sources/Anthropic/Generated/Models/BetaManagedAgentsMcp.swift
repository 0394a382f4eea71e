// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Authentication to an MCP server failed.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpAuthenticationFailedError`
public struct BetaManagedAgentsMcpAuthenticationFailedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    /// Name of the MCP server that failed authentication.
    public var mcpServerName: String

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus,
        mcpServerName: String
    ) {
        self.type = "mcp_authentication_failed_error"
        self.message = message
        self.retryStatus = retryStatus
        self.mcpServerName = mcpServerName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue,
            mcpServerName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
        case mcpServerName = "mcp_server_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_authentication_failed_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: .retryStatus, in: decoder)
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
    }
}

/// Failed to connect to an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpConnectionFailedError`
public struct BetaManagedAgentsMcpConnectionFailedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    /// Name of the MCP server that failed to connect.
    public var mcpServerName: String

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus,
        mcpServerName: String
    ) {
        self.type = "mcp_connection_failed_error"
        self.message = message
        self.retryStatus = retryStatus
        self.mcpServerName = mcpServerName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue,
            mcpServerName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
        case mcpServerName = "mcp_server_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_connection_failed_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: .retryStatus, in: decoder)
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
    }
}

/// OAuth credential details for an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthAuthResponse`
public struct BetaManagedAgentsMcpOauthAuthResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// URL of the MCP server this credential authenticates against.
    public var mcpServerURL: String

    public var expiresAt: BetaTimestamp?

    /// Refresh token configuration, if the credential supports token refresh.
    public var refresh: BetaManagedAgentsMcpOauthRefreshResponse?

    public init(
        mcpServerURL: String,
        expiresAt: BetaTimestamp? = nil,
        refresh: BetaManagedAgentsMcpOauthRefreshResponse? = nil
    ) {
        self.type = "mcp_oauth"
        self.mcpServerURL = mcpServerURL
        self.expiresAt = expiresAt
        self.refresh = refresh
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerURL: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mcpServerURL = "mcp_server_url"
        case expiresAt = "expires_at"
        case refresh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_oauth")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: .mcpServerURL, in: decoder)
        self.expiresAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .expiresAt)
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshResponse.self, forKey: .refresh)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mcpServerURL, forKey: .mcpServerURL)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.refresh, forKey: .refresh)
    }
}

/// Parameters for creating an MCP OAuth credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthCreateParams`
public struct BetaManagedAgentsMcpOauthCreateParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// URL of the MCP server this credential authenticates against.
    public var mcpServerURL: String

    /// OAuth access token.
    public var accessToken: String

    public var expiresAt: BetaTimestamp?

    /// Refresh token configuration, if the credential supports token refresh.
    public var refresh: BetaManagedAgentsMcpOauthRefreshParams?

    public init(
        mcpServerURL: String,
        accessToken: String,
        expiresAt: BetaTimestamp? = nil,
        refresh: BetaManagedAgentsMcpOauthRefreshParams? = nil
    ) {
        self.type = "mcp_oauth"
        self.mcpServerURL = mcpServerURL
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.refresh = refresh
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerURL: .emptyValue,
            accessToken: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mcpServerURL = "mcp_server_url"
        case accessToken = "access_token"
        case expiresAt = "expires_at"
        case refresh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_oauth")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: .mcpServerURL, in: decoder)
        self.accessToken = try container.decodeRequired(String.self, forKey: .accessToken, in: decoder)
        self.expiresAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .expiresAt)
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshParams.self, forKey: .refresh)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mcpServerURL, forKey: .mcpServerURL)
        try container.encode(self.accessToken, forKey: .accessToken)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.refresh, forKey: .refresh)
    }
}

/// OAuth refresh token parameters for creating a credential with refresh support.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshParams`
public struct BetaManagedAgentsMcpOauthRefreshParams: Codable, Hashable, Sendable, EmptyDecodable {
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

    public enum TokenEndpointAuth: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
        case tokenEndpoint = "token_endpoint"
        case clientID = "client_id"
        case scope
        case resource
        case tokenEndpointAuth = "token_endpoint_auth"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.refreshToken = try container.decodeRequired(String.self, forKey: .refreshToken, in: decoder)
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: .tokenEndpoint, in: decoder)
        self.clientID = try container.decodeRequired(String.self, forKey: .clientID, in: decoder)
        self.scope = try container.decodeIfPresent(String.self, forKey: .scope)
        self.resource = try container.decodeIfPresent(String.self, forKey: .resource)
        self.tokenEndpointAuth = try container.decodeRequired(BetaManagedAgentsMcpOauthRefreshParams.TokenEndpointAuth.self, forKey: .tokenEndpointAuth, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.refreshToken, forKey: .refreshToken)
        try container.encode(self.tokenEndpoint, forKey: .tokenEndpoint)
        try container.encode(self.clientID, forKey: .clientID)
        try container.encodeIfPresent(self.scope, forKey: .scope)
        try container.encodeIfPresent(self.resource, forKey: .resource)
        try container.encode(self.tokenEndpointAuth, forKey: .tokenEndpointAuth)
    }
}

/// OAuth refresh token configuration returned in credential responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshResponse`
public struct BetaManagedAgentsMcpOauthRefreshResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Token endpoint URL used to refresh the access token.
    public var tokenEndpoint: String

    /// OAuth client ID.
    public var clientID: String

    /// OAuth resource indicator.
    public var resource: String?

    /// OAuth scope for the refresh request.
    public var scope: String?

    public var tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshResponse.TokenEndpointAuth

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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tokenEndpoint: .emptyValue,
            clientID: .emptyValue,
            tokenEndpointAuth: .emptyValue
        )
    }

    public enum TokenEndpointAuth: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case tokenEndpoint = "token_endpoint"
        case clientID = "client_id"
        case resource
        case scope
        case tokenEndpointAuth = "token_endpoint_auth"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.tokenEndpoint = try container.decodeRequired(String.self, forKey: .tokenEndpoint, in: decoder)
        self.clientID = try container.decodeRequired(String.self, forKey: .clientID, in: decoder)
        self.resource = try container.decodeIfPresent(String.self, forKey: .resource)
        self.scope = try container.decodeIfPresent(String.self, forKey: .scope)
        self.tokenEndpointAuth = try container.decodeRequired(BetaManagedAgentsMcpOauthRefreshResponse.TokenEndpointAuth.self, forKey: .tokenEndpointAuth, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.tokenEndpoint, forKey: .tokenEndpoint)
        try container.encode(self.clientID, forKey: .clientID)
        try container.encodeIfPresent(self.resource, forKey: .resource)
        try container.encodeIfPresent(self.scope, forKey: .scope)
        try container.encode(self.tokenEndpointAuth, forKey: .tokenEndpointAuth)
    }
}

/// Parameters for updating OAuth refresh token configuration.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthRefreshUpdateParams`
public struct BetaManagedAgentsMcpOauthRefreshUpdateParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Updated OAuth refresh token.
    public var refreshToken: String?

    /// Updated OAuth scope for the refresh request.
    public var scope: String?

    public var tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth?

    public init(
        refreshToken: String? = nil,
        scope: String? = nil,
        tokenEndpointAuth: BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth? = nil
    ) {
        self.refreshToken = refreshToken
        self.scope = scope
        self.tokenEndpointAuth = tokenEndpointAuth
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public enum TokenEndpointAuth: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
        case scope
        case tokenEndpointAuth = "token_endpoint_auth"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.refreshToken = try container.decodeIfPresent(String.self, forKey: .refreshToken)
        self.scope = try container.decodeIfPresent(String.self, forKey: .scope)
        self.tokenEndpointAuth = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshUpdateParams.TokenEndpointAuth.self, forKey: .tokenEndpointAuth)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.refreshToken, forKey: .refreshToken)
        try container.encodeIfPresent(self.scope, forKey: .scope)
        try container.encodeIfPresent(self.tokenEndpointAuth, forKey: .tokenEndpointAuth)
    }
}

/// Parameters for updating an MCP OAuth credential. The `mcp_server_url` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpOauthUpdateParams`
public struct BetaManagedAgentsMcpOauthUpdateParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Updated OAuth access token.
    public var accessToken: String?

    public var expiresAt: BetaTimestamp?

    /// Updated refresh token configuration.
    public var refresh: BetaManagedAgentsMcpOauthRefreshUpdateParams?

    public init(
        accessToken: String? = nil,
        expiresAt: BetaTimestamp? = nil,
        refresh: BetaManagedAgentsMcpOauthRefreshUpdateParams? = nil
    ) {
        self.type = "mcp_oauth"
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.refresh = refresh
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case accessToken = "access_token"
        case expiresAt = "expires_at"
        case refresh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_oauth")
        self.accessToken = try container.decodeIfPresent(String.self, forKey: .accessToken)
        self.expiresAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .expiresAt)
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsMcpOauthRefreshUpdateParams.self, forKey: .refresh)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.accessToken, forKey: .accessToken)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.refresh, forKey: .refresh)
    }
}

/// The failing step of an MCP validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpProbe`
public struct BetaManagedAgentsMcpProbe: Codable, Hashable, Sendable, EmptyDecodable {
    /// The MCP method that failed (for example `initialize` or `tools/list`).
    public var method: String

    /// The captured HTTP error response. Null when no HTTP response was received (timeout, DNS, TLS).
    public var httpResponse: BetaManagedAgentsRefreshHttpResponse?

    public init(
        method: String,
        httpResponse: BetaManagedAgentsRefreshHttpResponse?
    ) {
        self.method = method
        self.httpResponse = httpResponse
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            method: .emptyValue,
            httpResponse: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case method
        case httpResponse = "http_response"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.method = try container.decodeRequired(String.self, forKey: .method, in: decoder)
        self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsRefreshHttpResponse.self, forKey: .httpResponse)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.method, forKey: .method)
        try container.encode(self.httpResponse, forKey: .httpResponse)
    }
}
