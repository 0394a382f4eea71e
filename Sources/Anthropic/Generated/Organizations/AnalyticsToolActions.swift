// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-tool accepted/rejected counts for Claude Code file modification tools.
///
/// - Schema: `#/components/schemas/AnalyticsToolActions`
public nonisolated struct AnalyticsToolActions: Codable, Equatable, Sendable, EmptyDecodable {
    /// Accepted/rejected counts for a single Claude Code tool type.
    public var editTool: AnalyticsToolActionCounts

    /// Accepted/rejected counts for a single Claude Code tool type.
    public var multiEditTool: AnalyticsToolActionCounts

    /// Accepted/rejected counts for a single Claude Code tool type.
    public var notebookEditTool: AnalyticsToolActionCounts

    /// Accepted/rejected counts for a single Claude Code tool type.
    public var writeTool: AnalyticsToolActionCounts

    public init(
        editTool: AnalyticsToolActionCounts,
        multiEditTool: AnalyticsToolActionCounts,
        notebookEditTool: AnalyticsToolActionCounts,
        writeTool: AnalyticsToolActionCounts
    ) {
        self.editTool = editTool
        self.multiEditTool = multiEditTool
        self.notebookEditTool = notebookEditTool
        self.writeTool = writeTool
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            editTool: .emptyValue,
            multiEditTool: .emptyValue,
            notebookEditTool: .emptyValue,
            writeTool: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.editTool = try container.decodeRequired(AnalyticsToolActionCounts.self, forKey: "edit_tool", in: decoder)
        self.multiEditTool = try container.decodeRequired(AnalyticsToolActionCounts.self, forKey: "multi_edit_tool", in: decoder)
        self.notebookEditTool = try container.decodeRequired(AnalyticsToolActionCounts.self, forKey: "notebook_edit_tool", in: decoder)
        self.writeTool = try container.decodeRequired(AnalyticsToolActionCounts.self, forKey: "write_tool", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.editTool, forKey: "edit_tool")
        try container.encode(self.multiEditTool, forKey: "multi_edit_tool")
        try container.encode(self.notebookEditTool, forKey: "notebook_edit_tool")
        try container.encode(self.writeTool, forKey: "write_tool")
    }
}
