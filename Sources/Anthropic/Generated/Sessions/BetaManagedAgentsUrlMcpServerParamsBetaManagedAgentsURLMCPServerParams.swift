// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// URL-based MCP server connection.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams`
public nonisolated struct BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique name for this server, referenced by mcp_toolset configurations.
    ///
    /// 1-255 characters.
    public var name: String

    public var type: String

    /// Endpoint URL for the MCP server.
    public var url: String

    public init(
        name: String,
        url: String
    ) {
        self.name = name
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
