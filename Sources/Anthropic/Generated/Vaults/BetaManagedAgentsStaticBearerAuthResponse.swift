// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Static bearer token credential details for an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerAuthResponse`
public nonisolated struct BetaManagedAgentsStaticBearerAuthResponse: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: "mcp_server_url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mcpServerURL, forKey: "mcp_server_url")
    }
}
