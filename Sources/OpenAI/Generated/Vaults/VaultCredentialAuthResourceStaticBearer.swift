// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Metadata for a bearer-token credential, without automatic OAuth refresh.
///
/// - Schema: `#/components/schemas/VaultCredentialAuthResourceStaticBearer`
public nonisolated struct VaultCredentialAuthResourceStaticBearer: Codable, Equatable, Sendable, EmptyDecodable {
    /// The HTTPS MCP server URL authorized by this credential.
    public var mcpServerURL: String

    /// The type of the object. Always `static_bearer`.
    public var type: String

    public init(
        mcpServerURL: String
    ) {
        self.mcpServerURL = mcpServerURL
        self.type = "static_bearer"
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
        self.mcpServerURL = try container.decodeRequired(String.self, forKey: "mcp_server_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mcpServerURL, forKey: "mcp_server_url")
        try container.encode(self.type, forKey: "type")
    }
}
