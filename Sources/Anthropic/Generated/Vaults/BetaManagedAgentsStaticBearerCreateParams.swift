// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating a static bearer token credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerCreateParams`
public nonisolated struct BetaManagedAgentsStaticBearerCreateParams: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: "mcp_server_url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.token, forKey: "token")
        try container.encode(self.mcpServerURL, forKey: "mcp_server_url")
    }
}
