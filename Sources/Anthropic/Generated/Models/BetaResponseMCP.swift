// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseMCPToolResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseMCPToolResultBlock`
public struct BetaResponseMCPToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: BetaResponseMCPToolResultBlock.Content

    /// Is Error
    public var isError: Bool

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaResponseMCPToolResultBlock.Content,
        isError: Bool,
        toolUseID: String
    ) {
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "mcp_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            isError: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        /// beta_mcp_tool_result_block_content
        case array([BetaResponseTextBlock])
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
                self = .array(try [BetaResponseTextBlock](from: decoder)); return
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
        case content
        case isError = "is_error"
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(BetaResponseMCPToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.isError = try container.decodeRequired(Bool.self, forKey: .isError, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.isError, forKey: .isError)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseMCPToolUseBlock
///
/// - Schema: `#/components/schemas/BetaResponseMCPToolUseBlock`
public struct BetaResponseMCPToolUseBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// The name of the MCP tool
    public var name: String

    /// The name of the MCP server
    public var serverName: String

    /// Type
    public var type: String

    public init(
        id: String,
        input: JSONValue,
        name: String,
        serverName: String
    ) {
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
        case id
        case input
        case name
        case serverName = "server_name"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: .input, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.serverName = try container.decodeRequired(String.self, forKey: .serverName, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.serverName, forKey: .serverName)
        try container.encode(self.type, forKey: .type)
    }
}
