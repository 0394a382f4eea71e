// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An entry of a `compaction` block's `tool_changes`: a tool of the
/// request's `tools` (or an MCP tool or toolset) that the compacted range
/// withdrew. Send it back unchanged.
///
/// - Schema: `#/components/schemas/BetaResponseToolRemovalBlock`
public nonisolated struct BetaResponseToolRemovalBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// A reference to the withdrawn `tools` entry, MCP tool or MCP toolset.
    public var tool: BetaResponseToolRemovalBlockTool

    public var type: String

    public init(
        tool: BetaResponseToolRemovalBlockTool
    ) {
        self.tool = tool
        self.type = "tool_removal"
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
        self.tool = try container.decodeRequired(BetaResponseToolRemovalBlockTool.self, forKey: "tool", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_removal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.tool, forKey: "tool")
        try container.encode(self.type, forKey: "type")
    }
}
