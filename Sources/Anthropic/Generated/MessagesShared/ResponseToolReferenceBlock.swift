// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolReferenceBlock
///
/// - Schema: `#/components/schemas/ResponseToolReferenceBlock`
public nonisolated struct ResponseToolReferenceBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tool Name
    public var toolName: String

    /// Type
    public var type: String

    public init(
        toolName: String
    ) {
        self.toolName = toolName
        self.type = "tool_reference"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolName = try container.decodeRequired(String.self, forKey: "tool_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.toolName, forKey: "tool_name")
        try container.encode(self.type, forKey: "type")
    }
}
