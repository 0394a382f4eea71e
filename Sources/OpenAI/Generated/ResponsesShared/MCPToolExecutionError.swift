// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MCPToolExecutionError`
public nonisolated struct MCPToolExecutionError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var content: JSONValue

    public init(
        content: JSONValue
    ) {
        self.type = "mcp_tool_execution_error"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_execution_error")
        self.content = try container.decodeRequired(JSONValue.self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
    }
}
