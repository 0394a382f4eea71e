// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime MCP tool execution error
///
/// - Schema: `#/components/schemas/RealtimeMCPToolExecutionError`
public nonisolated struct RealtimeMCPToolExecutionError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String

    public init(
        message: String
    ) {
        self.type = "tool_execution_error"
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_execution_error")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.message, forKey: "message")
    }
}
