// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// URL-based MCP server connection as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPServerURLDefinition`
public nonisolated struct BetaManagedAgentsMCPServerURLDefinition: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var name: String

    public var url: String

    public init(
        name: String,
        url: String
    ) {
        self.type = "url"
        self.name = name
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.url, forKey: "url")
    }
}
