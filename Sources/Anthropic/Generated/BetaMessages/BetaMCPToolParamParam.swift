// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool as an MCP server lists it: its name on that server, its
/// description, and its input schema.
///
/// - Schema: `#/components/schemas/BetaMCPToolParamParam`
public nonisolated struct BetaMCPToolParamParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The tool's description as the MCP server lists it.
    public var description: String?

    /// The tool's input schema as the MCP server lists it, verbatim.
    public var inputSchema: [String: JSONValue]

    /// The tool's name as the MCP server lists it (not prefixed with the server name).
    public var name: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputSchema: [String: JSONValue],
        name: String,
        description: String? = nil
    ) {
        self.description = description
        self.inputSchema = inputSchema
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputSchema: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.inputSchema = try container.decodeRequired([String: JSONValue].self, forKey: "input_schema", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.inputSchema, forKey: "input_schema")
        try container.encode(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == BetaMCPToolParamParam {
    public static var description: Self { Self("description") }
}
