// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionStrReplaceResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionStrReplaceResultBlock`
public nonisolated struct ResponseTextEditorCodeExecutionStrReplaceResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Lines
    public var lines: [String]?

    /// New Lines
    public var newLines: Int?

    /// New Start
    public var newStart: Int?

    /// Old Lines
    public var oldLines: Int?

    /// Old Start
    public var oldStart: Int?

    /// Type
    public var type: String

    public init(
        lines: [String]?,
        newLines: Int?,
        newStart: Int?,
        oldLines: Int?,
        oldStart: Int?
    ) {
        self.lines = lines
        self.newLines = newLines
        self.newStart = newStart
        self.oldLines = oldLines
        self.oldStart = oldStart
        self.type = "text_editor_code_execution_str_replace_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            lines: nil,
            newLines: nil,
            newStart: nil,
            oldLines: nil,
            oldStart: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.lines = try container.decodeIfPresent([String].self, forKey: "lines")
        self.newLines = try container.decodeIfPresent(Int.self, forKey: "new_lines")
        self.newStart = try container.decodeIfPresent(Int.self, forKey: "new_start")
        self.oldLines = try container.decodeIfPresent(Int.self, forKey: "old_lines")
        self.oldStart = try container.decodeIfPresent(Int.self, forKey: "old_start")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_str_replace_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.lines, forKey: "lines")
        try container.encode(self.newLines, forKey: "new_lines")
        try container.encode(self.newStart, forKey: "new_start")
        try container.encode(self.oldLines, forKey: "old_lines")
        try container.encode(self.oldStart, forKey: "old_start")
        try container.encode(self.type, forKey: "type")
    }
}
