// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Connects to an MCP server over HTTP.
///
/// - Schema: `#/components/schemas/McpTransportResourceHTTP`
public nonisolated struct McpTransportResourceHTTP: Codable, Equatable, Sendable, EmptyDecodable {
    /// The URL of the MCP server.
    public var serverURL: String

    /// The type of the object. Always `http`.
    public var type: String

    public init(
        serverURL: String
    ) {
        self.serverURL = serverURL
        self.type = "http"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serverURL = try container.decodeRequired(String.self, forKey: "server_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "http")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.serverURL, forKey: "server_url")
        try container.encode(self.type, forKey: "type")
    }
}
