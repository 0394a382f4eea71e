// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A credential stored in a vault. Sensitive fields are never returned in responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredential`
public struct BetaManagedAgentsCredential: Codable, Hashable, Sendable {
    public var type: String

    /// Unique identifier for the credential.
    public var id: String

    /// Identifier of the vault this credential belongs to.
    public var vaultID: String

    /// Human-readable name for the credential.
    public var displayName: String?

    /// Arbitrary key-value metadata attached to the credential.
    public var metadata: [String: String]

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    /// When the credential was archived. Null if not archived.
    public var archivedAt: JSONValue?

    /// Authentication configuration for this credential.
    public var auth: JSONValue

    public init(
        id: String,
        vaultID: String,
        metadata: [String: String],
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: JSONValue?,
        auth: JSONValue,
        displayName: String? = nil
    ) {
        self.type = "vault_credential"
        self.id = id
        self.vaultID = vaultID
        self.displayName = displayName
        self.metadata = metadata
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
        self.auth = auth
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case vaultID = "vault_id"
        case displayName = "display_name"
        case metadata
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case archivedAt = "archived_at"
        case auth
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "vault_credential"
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.archivedAt = try container.decodeIfPresent(JSONValue.self, forKey: .archivedAt)
        self.auth = try container.decodeRequired(JSONValue.self, forKey: .auth, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.vaultID, forKey: .vaultID)
        try container.encodeIfPresent(self.displayName, forKey: .displayName)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encode(self.archivedAt, forKey: .archivedAt)
        try container.encode(self.auth, forKey: .auth)
    }
}

/// Authentication details for a credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialAuth`
public enum BetaManagedAgentsCredentialAuth: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_oauth`
    case mcpOauth(BetaManagedAgentsMcpOauthAuthResponse)
    /// - `type`: `static_bearer`
    case staticBearer(BetaManagedAgentsStaticBearerAuthResponse)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_oauth": self = .mcpOauth(try BetaManagedAgentsMcpOauthAuthResponse(from: decoder)); return
            case "static_bearer": self = .staticBearer(try BetaManagedAgentsStaticBearerAuthResponse(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpOauth(let value): try value.encode(to: encoder)
        case .staticBearer(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Authentication details for creating a credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialCreateAuth`
public enum BetaManagedAgentsCredentialCreateAuth: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_oauth`
    case mcpOauth(BetaManagedAgentsMcpOauthCreateParams)
    /// - `type`: `static_bearer`
    case staticBearer(BetaManagedAgentsStaticBearerCreateParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_oauth": self = .mcpOauth(try BetaManagedAgentsMcpOauthCreateParams(from: decoder)); return
            case "static_bearer": self = .staticBearer(try BetaManagedAgentsStaticBearerCreateParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpOauth(let value): try value.encode(to: encoder)
        case .staticBearer(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Outcome of a refresh-token exchange attempted during credential validation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialRefreshStatus`
public enum BetaManagedAgentsCredentialRefreshStatus: OpenEnum, EmptyDecodable {
    case succeeded
    case failed
    case connectError
    case noRefreshToken
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "succeeded": self = .succeeded
        case "failed": self = .failed
        case "connect_error": self = .connectError
        case "no_refresh_token": self = .noRefreshToken
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .connectError: "connect_error"
        case .noRefreshToken: "no_refresh_token"
        case .unknown(let value): value
        }
    }
}

/// Updated authentication details for a credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialUpdateAuth`
public enum BetaManagedAgentsCredentialUpdateAuth: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_oauth`
    case mcpOauth(BetaManagedAgentsMcpOauthUpdateParams)
    /// - `type`: `static_bearer`
    case staticBearer(BetaManagedAgentsStaticBearerUpdateParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_oauth": self = .mcpOauth(try BetaManagedAgentsMcpOauthUpdateParams(from: decoder)); return
            case "static_bearer": self = .staticBearer(try BetaManagedAgentsStaticBearerUpdateParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpOauth(let value): try value.encode(to: encoder)
        case .staticBearer(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Result of live-probing a credential against its configured MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialValidation`
public struct BetaManagedAgentsCredentialValidation: Codable, Hashable, Sendable {
    public var type: String

    /// Unique identifier of the credential that was validated.
    public var credentialID: String

    /// Identifier of the vault containing the credential.
    public var vaultID: String

    /// Overall verdict of the validation probe.
    public var status: JSONValue

    /// When the validation probe was performed.
    public var validatedAt: JSONValue

    /// Whether the credential has a refresh token configured.
    public var hasRefreshToken: Bool

    /// Details of the failing MCP probe step. Null when the probe succeeded.
    public var mcpProbe: BetaManagedAgentsCredentialValidation.McpProbe?

    /// Details of the refresh-token exchange attempted on a 401. Null when no refresh was attempted.
    public var refresh: BetaManagedAgentsCredentialValidation.Refresh?

    public init(
        credentialID: String,
        vaultID: String,
        status: JSONValue,
        validatedAt: JSONValue,
        hasRefreshToken: Bool,
        mcpProbe: BetaManagedAgentsCredentialValidation.McpProbe?,
        refresh: BetaManagedAgentsCredentialValidation.Refresh?
    ) {
        self.type = "vault_credential_validation"
        self.credentialID = credentialID
        self.vaultID = vaultID
        self.status = status
        self.validatedAt = validatedAt
        self.hasRefreshToken = hasRefreshToken
        self.mcpProbe = mcpProbe
        self.refresh = refresh
    }

    /// Details of the failing MCP probe step. Null when the probe succeeded.
    public struct McpProbe: Codable, Hashable, Sendable {
        /// The MCP method that failed (for example `initialize` or `tools/list`).
        public var method: String

        /// The captured HTTP error response. Null when no HTTP response was received (timeout, DNS, TLS).
        public var httpResponse: BetaManagedAgentsCredentialValidation.McpProbe.HttpResponse?

        public init(
            method: String,
            httpResponse: BetaManagedAgentsCredentialValidation.McpProbe.HttpResponse?
        ) {
            self.method = method
            self.httpResponse = httpResponse
        }

        /// The captured HTTP error response. Null when no HTTP response was received (timeout, DNS, TLS).
        public struct HttpResponse: Codable, Hashable, Sendable {
            /// HTTP status code.
            public var statusCode: Int

            /// Value of the `Content-Type` response header.
            public var contentType: String

            /// Response body. May be truncated and has sensitive values scrubbed.
            public var body: String

            /// Whether `body` was truncated.
            public var bodyTruncated: Bool

            public init(
                statusCode: Int,
                contentType: String,
                body: String,
                bodyTruncated: Bool
            ) {
                self.statusCode = statusCode
                self.contentType = contentType
                self.body = body
                self.bodyTruncated = bodyTruncated
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case statusCode = "status_code"
                case contentType = "content_type"
                case body
                case bodyTruncated = "body_truncated"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.statusCode = try container.decodeRequired(Int.self, forKey: .statusCode, in: decoder)
                self.contentType = try container.decodeRequired(String.self, forKey: .contentType, in: decoder)
                self.body = try container.decodeRequired(String.self, forKey: .body, in: decoder)
                self.bodyTruncated = try container.decodeRequired(Bool.self, forKey: .bodyTruncated, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.statusCode, forKey: .statusCode)
                try container.encode(self.contentType, forKey: .contentType)
                try container.encode(self.body, forKey: .body)
                try container.encode(self.bodyTruncated, forKey: .bodyTruncated)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case method
            case httpResponse = "http_response"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.method = try container.decodeRequired(String.self, forKey: .method, in: decoder)
            self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsCredentialValidation.McpProbe.HttpResponse.self, forKey: .httpResponse)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.method, forKey: .method)
            try container.encode(self.httpResponse, forKey: .httpResponse)
        }
    }

    /// Details of the refresh-token exchange attempted on a 401. Null when no refresh was attempted.
    public struct Refresh: Codable, Hashable, Sendable {
        /// Outcome of the refresh attempt.
        public var status: JSONValue

        /// The captured HTTP error response from the token endpoint. Populated only when `status` is `failed`.
        public var httpResponse: BetaManagedAgentsCredentialValidation.Refresh.HttpResponse?

        public init(
            status: JSONValue,
            httpResponse: BetaManagedAgentsCredentialValidation.Refresh.HttpResponse?
        ) {
            self.status = status
            self.httpResponse = httpResponse
        }

        /// The captured HTTP error response from the token endpoint. Populated only when `status` is `failed`.
        public struct HttpResponse: Codable, Hashable, Sendable {
            /// HTTP status code.
            public var statusCode: Int

            /// Value of the `Content-Type` response header.
            public var contentType: String

            /// Response body. May be truncated and has sensitive values scrubbed.
            public var body: String

            /// Whether `body` was truncated.
            public var bodyTruncated: Bool

            public init(
                statusCode: Int,
                contentType: String,
                body: String,
                bodyTruncated: Bool
            ) {
                self.statusCode = statusCode
                self.contentType = contentType
                self.body = body
                self.bodyTruncated = bodyTruncated
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case statusCode = "status_code"
                case contentType = "content_type"
                case body
                case bodyTruncated = "body_truncated"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.statusCode = try container.decodeRequired(Int.self, forKey: .statusCode, in: decoder)
                self.contentType = try container.decodeRequired(String.self, forKey: .contentType, in: decoder)
                self.body = try container.decodeRequired(String.self, forKey: .body, in: decoder)
                self.bodyTruncated = try container.decodeRequired(Bool.self, forKey: .bodyTruncated, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.statusCode, forKey: .statusCode)
                try container.encode(self.contentType, forKey: .contentType)
                try container.encode(self.body, forKey: .body)
                try container.encode(self.bodyTruncated, forKey: .bodyTruncated)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case status
            case httpResponse = "http_response"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.status = try container.decodeRequired(JSONValue.self, forKey: .status, in: decoder)
            self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsCredentialValidation.Refresh.HttpResponse.self, forKey: .httpResponse)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.status, forKey: .status)
            try container.encode(self.httpResponse, forKey: .httpResponse)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case credentialID = "credential_id"
        case vaultID = "vault_id"
        case status
        case validatedAt = "validated_at"
        case hasRefreshToken = "has_refresh_token"
        case mcpProbe = "mcp_probe"
        case refresh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "vault_credential_validation"
        self.credentialID = try container.decodeRequired(String.self, forKey: .credentialID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
        self.status = try container.decodeRequired(JSONValue.self, forKey: .status, in: decoder)
        self.validatedAt = try container.decodeRequired(JSONValue.self, forKey: .validatedAt, in: decoder)
        self.hasRefreshToken = try container.decodeRequired(Bool.self, forKey: .hasRefreshToken, in: decoder)
        self.mcpProbe = try container.decodeIfPresent(BetaManagedAgentsCredentialValidation.McpProbe.self, forKey: .mcpProbe)
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsCredentialValidation.Refresh.self, forKey: .refresh)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.credentialID, forKey: .credentialID)
        try container.encode(self.vaultID, forKey: .vaultID)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.validatedAt, forKey: .validatedAt)
        try container.encode(self.hasRefreshToken, forKey: .hasRefreshToken)
        try container.encode(self.mcpProbe, forKey: .mcpProbe)
        try container.encode(self.refresh, forKey: .refresh)
    }
}

/// Overall verdict of a credential validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialValidationStatus`
public enum BetaManagedAgentsCredentialValidationStatus: OpenEnum, EmptyDecodable {
    case valid
    case invalid
    case unknown2
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "valid": self = .valid
        case "invalid": self = .invalid
        case "unknown": self = .unknown2
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .valid: "valid"
        case .invalid: "invalid"
        case .unknown2: "unknown"
        case .unknown(let value): value
        }
    }
}
