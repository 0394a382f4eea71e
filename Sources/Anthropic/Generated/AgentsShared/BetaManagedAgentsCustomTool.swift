// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicShared

/// A custom tool as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomTool`
public nonisolated struct BetaManagedAgentsCustomTool: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var name: String

    public var description: String

    public var inputSchema: BetaManagedAgentsCustomToolInputSchema

    public init(
        name: String,
        description: String,
        inputSchema: BetaManagedAgentsCustomToolInputSchema
    ) {
        self.type = "custom"
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.inputSchema = try container.decodeRequired(BetaManagedAgentsCustomToolInputSchema.self, forKey: "input_schema", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.inputSchema, forKey: "input_schema")
    }
}
