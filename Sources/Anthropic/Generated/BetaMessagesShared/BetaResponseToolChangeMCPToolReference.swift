// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to a single MCP tool, by its server and its name on that
/// server, as a ``compaction`` block's ``tool_changes`` entry reports it.
/// Send it back unchanged with the block.
///
/// - Schema: `#/components/schemas/BetaResponseToolChangeMCPToolReference`
public nonisolated struct BetaResponseToolChangeMCPToolReference: Codable, Equatable, Sendable, EmptyDecodable {
    public var name: String

    public var serverName: String

    public var type: String

    public init(
        name: String,
        serverName: String
    ) {
        self.name = name
        self.serverName = serverName
        self.type = "mcp_tool_reference"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            serverName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.serverName = try container.decodeRequired(String.self, forKey: "server_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.serverName, forKey: "server_name")
        try container.encode(self.type, forKey: "type")
    }
}
