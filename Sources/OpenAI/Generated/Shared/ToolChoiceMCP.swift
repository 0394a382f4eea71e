// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Use this option to force the model to call a specific tool on a remote MCP server.
///
/// - Schema: `#/components/schemas/ToolChoiceMCP`
public nonisolated struct ToolChoiceMCP: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// For MCP tools, the type is always `mcp`.
    public var type: String

    /// The label of the MCP server to use.
    public var serverLabel: String

    public var name: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        serverLabel: String,
        name: String? = nil
    ) {
        self.type = "mcp"
        self.serverLabel = serverLabel
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == ToolChoiceMCP {
    public static var name: Self { Self("name") }
}
