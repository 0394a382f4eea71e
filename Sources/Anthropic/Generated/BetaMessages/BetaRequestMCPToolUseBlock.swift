// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// RequestMCPToolUseBlock
///
/// - Schema: `#/components/schemas/BetaRequestMCPToolUseBlock`
public nonisolated struct BetaRequestMCPToolUseBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        input: JSONValue,
        name: String,
        serverName: String,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.id = id
        self.input = input
        self.name = name
        self.serverName = serverName
        self.type = "mcp_tool_use"
        self.nullNames = []
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
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: "input", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.serverName = try container.decodeRequired(String.self, forKey: "server_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_use")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.serverName, forKey: "server_name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestMCPToolUseBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
