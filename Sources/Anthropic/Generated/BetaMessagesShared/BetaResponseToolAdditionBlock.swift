// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An entry of a `compaction` block's `tool_changes`: a tool the
/// compacted range made available, as a reference to a `tools` entry or
/// MCP toolset, or as the tool definition in effect at the end of the
/// range, by value. Send it back unchanged.
///
/// - Schema: `#/components/schemas/BetaResponseToolAdditionBlock`
public nonisolated struct BetaResponseToolAdditionBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// The tool made available: a reference to a `tools` entry or MCP toolset, or a
    /// `tool_definition` carrying the definition by value.
    public var tool: BetaResponseToolAdditionBlockTool

    public var type: String

    public init(
        tool: BetaResponseToolAdditionBlockTool
    ) {
        self.tool = tool
        self.type = "tool_addition"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tool: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.tool = try container.decodeRequired(BetaResponseToolAdditionBlockTool.self, forKey: "tool", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_addition")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.tool, forKey: "tool")
        try container.encode(self.type, forKey: "type")
    }
}
