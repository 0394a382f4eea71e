// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A filter object to specify which tools are allowed.
///
/// - Schema: `#/components/schemas/MCPToolFilter`
public nonisolated struct MCPToolFilter: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of allowed tool names.
    public var toolNames: [String]?

    /// Indicates whether or not a tool modifies data or is read-only. If an
    /// MCP server is [annotated with `readOnlyHint`](https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations-readonlyhint),
    /// it will match this filter.
    public var readOnly: Bool?

    public init(
        toolNames: [String]? = nil,
        readOnly: Bool? = nil
    ) {
        self.toolNames = toolNames
        self.readOnly = readOnly
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolNames = try container.decodeIfPresent([String].self, forKey: "tool_names")
        self.readOnly = try container.decodeIfPresent(Bool.self, forKey: "read_only")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.toolNames, forKey: "tool_names")
        try container.encodeIfPresent(self.readOnly, forKey: "read_only")
    }
}
