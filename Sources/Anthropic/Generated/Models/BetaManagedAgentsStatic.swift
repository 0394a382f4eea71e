// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Static bearer token credential details for an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerAuthResponse`
public struct BetaManagedAgentsStaticBearerAuthResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// URL of the MCP server this credential authenticates against.
    public var mcpServerURL: String

    public init(
        mcpServerURL: String
    ) {
        self.type = "static_bearer"
        self.mcpServerURL = mcpServerURL
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
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "static_bearer")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: .mcpServerURL, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mcpServerURL, forKey: .mcpServerURL)
    }
}

/// Parameters for creating a static bearer token credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerCreateParams`
public struct BetaManagedAgentsStaticBearerCreateParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Static bearer token value.
    public var token: String

    /// URL of the MCP server this credential authenticates against.
    public var mcpServerURL: String

    public init(
        token: String,
        mcpServerURL: String
    ) {
        self.type = "static_bearer"
        self.token = token
        self.mcpServerURL = mcpServerURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            token: .emptyValue,
            mcpServerURL: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case token
        case mcpServerURL = "mcp_server_url"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "static_bearer")
        self.token = try container.decodeRequired(String.self, forKey: .token, in: decoder)
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: .mcpServerURL, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.token, forKey: .token)
        try container.encode(self.mcpServerURL, forKey: .mcpServerURL)
    }
}

/// Parameters for updating a static bearer token credential. The `mcp_server_url` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerUpdateParams`
public struct BetaManagedAgentsStaticBearerUpdateParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Updated static bearer token value.
    public var token: String?

    public init(
        token: String? = nil
    ) {
        self.type = "static_bearer"
        self.token = token
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case token
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "static_bearer")
        self.token = try container.decodeIfPresent(String.self, forKey: .token)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.token, forKey: .token)
    }
}
