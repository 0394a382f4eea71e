// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestMCPServerToolConfiguration
///
/// - Schema: `#/components/schemas/BetaRequestMCPServerToolConfiguration`
public struct BetaRequestMCPServerToolConfiguration: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Tools
    public var allowedTools: [String]?

    /// Enabled
    public var enabled: Bool?

    public init(
        allowedTools: [String]? = nil,
        enabled: Bool? = nil
    ) {
        self.allowedTools = allowedTools
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedTools = "allowed_tools"
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedTools = try container.decodeIfPresent([String].self, forKey: .allowedTools)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedTools, forKey: .allowedTools)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
    }
}

/// RequestMCPServerURLDefinition
///
/// - Schema: `#/components/schemas/BetaRequestMCPServerURLDefinition`
public struct BetaRequestMCPServerURLDefinition: Codable, Hashable, Sendable, EmptyDecodable {
    /// Authorization Token
    public var authorizationToken: String?

    /// Name
    public var name: String

    public var toolConfiguration: BetaRequestMCPServerToolConfiguration?

    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        name: String,
        url: String,
        authorizationToken: String? = nil,
        toolConfiguration: BetaRequestMCPServerToolConfiguration? = nil
    ) {
        self.authorizationToken = authorizationToken
        self.name = name
        self.toolConfiguration = toolConfiguration
        self.type = "url"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case authorizationToken = "authorization_token"
        case name
        case toolConfiguration = "tool_configuration"
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.authorizationToken = try container.decodeIfPresent(String.self, forKey: .authorizationToken)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.toolConfiguration = try container.decodeIfPresent(BetaRequestMCPServerToolConfiguration.self, forKey: .toolConfiguration)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.authorizationToken, forKey: .authorizationToken)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.toolConfiguration, forKey: .toolConfiguration)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// RequestMCPToolResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestMCPToolResultBlock`
public struct BetaRequestMCPToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Content
    public var content: BetaRequestMCPToolResultBlock.Content?

    /// Is Error
    public var isError: Bool?

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        toolUseID: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        content: BetaRequestMCPToolResultBlock.Content? = nil,
        isError: Bool? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "mcp_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        /// beta_mcp_tool_result_block_param_content
        case array([BetaRequestTextBlock])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [BetaRequestTextBlock](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case content
        case isError = "is_error"
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.content = try container.decodeIfPresent(BetaRequestMCPToolResultBlock.Content.self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestMCPToolUseBlock
///
/// - Schema: `#/components/schemas/BetaRequestMCPToolUseBlock`
public struct BetaRequestMCPToolUseBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// Name
    public var name: String

    /// The name of the MCP server
    public var serverName: String

    /// Type
    public var type: String

    public init(
        id: String,
        input: JSONValue,
        name: String,
        serverName: String,
        cacheControl: BetaCacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.id = id
        self.input = input
        self.name = name
        self.serverName = serverName
        self.type = "mcp_tool_use"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            input: .emptyValue,
            name: .emptyValue,
            serverName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case id
        case input
        case name
        case serverName = "server_name"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: .input, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.serverName = try container.decodeRequired(String.self, forKey: .serverName, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.serverName, forKey: .serverName)
        try container.encode(self.type, forKey: .type)
    }
}
