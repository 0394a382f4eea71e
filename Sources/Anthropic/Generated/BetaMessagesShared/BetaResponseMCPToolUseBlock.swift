// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseMCPToolUseBlock
///
/// - Schema: `#/components/schemas/BetaResponseMCPToolUseBlock`
public nonisolated struct BetaResponseMCPToolUseBlock: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: "input", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.serverName = try container.decodeRequired(String.self, forKey: "server_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.serverName, forKey: "server_name")
        try container.encode(self.type, forKey: "type")
    }
}
