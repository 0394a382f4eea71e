// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool available on an MCP server.
///
/// - Schema: `#/components/schemas/MCPListToolsTool`
public nonisolated struct MCPListToolsTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the tool.
    public var name: String

    public var description: String?

    /// The JSON schema describing the tool's input.
    public var inputSchema: JSONValue

    public var annotations: JSONValue?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        inputSchema: JSONValue,
        description: String? = nil,
        annotations: JSONValue? = nil
    ) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
        self.annotations = annotations
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.inputSchema = try container.decodeRequired(JSONValue.self, forKey: "input_schema", in: decoder)
        self.annotations = try container.decodeIfPresent(JSONValue.self, forKey: "annotations")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.inputSchema, forKey: "input_schema")
        try container.encodeIfPresent(self.annotations, forKey: "annotations")
    }
}

nonisolated extension NullableMember where Owner == MCPListToolsTool {
    public static var description: Self { Self("description") }
    public static var annotations: Self { Self("annotations") }
}
