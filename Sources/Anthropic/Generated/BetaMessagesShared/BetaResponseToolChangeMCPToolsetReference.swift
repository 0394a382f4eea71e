// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to every tool in the named MCP server's toolset, as a
/// ``compaction`` block's ``tool_changes`` entry reports it. Send it back
/// unchanged with the block.
///
/// - Schema: `#/components/schemas/BetaResponseToolChangeMCPToolsetReference`
public nonisolated struct BetaResponseToolChangeMCPToolsetReference: Codable, Equatable, Sendable, EmptyDecodable {
    public var serverName: String

    public var type: String

    public init(
        serverName: String
    ) {
        self.serverName = serverName
        self.type = "mcp_toolset_reference"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serverName = try container.decodeRequired(String.self, forKey: "server_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_toolset_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.serverName, forKey: "server_name")
        try container.encode(self.type, forKey: "type")
    }
}
