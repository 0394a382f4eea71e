// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A credential stored in a vault. Sensitive fields are never returned in responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredential`
public struct BetaManagedAgentsCredential: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var archivedAt: BetaTimestamp?

    /// Authentication configuration for this credential.
    public var auth: BetaManagedAgentsCredentialAuth

    public init(
        id: String,
        vaultID: String,
        metadata: [String: String],
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: BetaTimestamp?,
        auth: BetaManagedAgentsCredentialAuth,
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

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            vaultID: .emptyValue,
            metadata: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            archivedAt: nil,
            auth: .emptyValue
        )
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .archivedAt)
        self.auth = try container.decodeRequired(BetaManagedAgentsCredentialAuth.self, forKey: .auth, in: decoder)
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
public struct BetaManagedAgentsCredentialValidation: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier of the credential that was validated.
    public var credentialID: String

    /// Identifier of the vault containing the credential.
    public var vaultID: String

    /// Overall verdict of the validation probe.
    public var status: BetaManagedAgentsCredentialValidationStatus

    /// When the validation probe was performed.
    public var validatedAt: BetaTimestamp

    /// Whether the credential has a refresh token configured.
    public var hasRefreshToken: Bool

    /// Details of the failing MCP probe step. Null when the probe succeeded.
    public var mcpProbe: BetaManagedAgentsMcpProbe?

    /// Details of the refresh-token exchange attempted on a 401. Null when no refresh was attempted.
    public var refresh: BetaManagedAgentsRefreshObject?

    public init(
        credentialID: String,
        vaultID: String,
        status: BetaManagedAgentsCredentialValidationStatus,
        validatedAt: BetaTimestamp,
        hasRefreshToken: Bool,
        mcpProbe: BetaManagedAgentsMcpProbe?,
        refresh: BetaManagedAgentsRefreshObject?
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

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            credentialID: .emptyValue,
            vaultID: .emptyValue,
            status: .emptyValue,
            validatedAt: .emptyValue,
            hasRefreshToken: .emptyValue,
            mcpProbe: nil,
            refresh: nil
        )
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential_validation")
        self.credentialID = try container.decodeRequired(String.self, forKey: .credentialID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsCredentialValidationStatus.self, forKey: .status, in: decoder)
        self.validatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .validatedAt, in: decoder)
        self.hasRefreshToken = try container.decodeRequired(Bool.self, forKey: .hasRefreshToken, in: decoder)
        self.mcpProbe = try container.decodeIfPresent(BetaManagedAgentsMcpProbe.self, forKey: .mcpProbe)
        self.refresh = try container.decodeIfPresent(BetaManagedAgentsRefreshObject.self, forKey: .refresh)
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
    case unknownValue
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "valid": self = .valid
        case "invalid": self = .invalid
        case "unknown": self = .unknownValue
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .valid: "valid"
        case .invalid: "invalid"
        case .unknownValue: "unknown"
        case .unknown(let value): value
        }
    }
}
