// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionStrReplaceResultBlock
///
/// - Schema: `#/components/schemas/RequestTextEditorCodeExecutionStrReplaceResultBlock`
public nonisolated struct RequestTextEditorCodeExecutionStrReplaceResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        lines: [String]? = nil,
        newLines: Int? = nil,
        newStart: Int? = nil,
        oldLines: Int? = nil,
        oldStart: Int? = nil
    ) {
        self.lines = lines
        self.newLines = newLines
        self.newStart = newStart
        self.oldLines = oldLines
        self.oldStart = oldStart
        self.type = "text_editor_code_execution_str_replace_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.lines = try container.decodeIfPresent([String].self, forKey: "lines")
        self.newLines = try container.decodeIfPresent(Int.self, forKey: "new_lines")
        self.newStart = try container.decodeIfPresent(Int.self, forKey: "new_start")
        self.oldLines = try container.decodeIfPresent(Int.self, forKey: "old_lines")
        self.oldStart = try container.decodeIfPresent(Int.self, forKey: "old_start")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_str_replace_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.lines, forKey: "lines")
        try container.encodeIfPresent(self.newLines, forKey: "new_lines")
        try container.encodeIfPresent(self.newStart, forKey: "new_start")
        try container.encodeIfPresent(self.oldLines, forKey: "old_lines")
        try container.encodeIfPresent(self.oldStart, forKey: "old_start")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestTextEditorCodeExecutionStrReplaceResultBlock {
    public static var lines: Self { Self("lines") }
    public static var newLines: Self { Self("new_lines") }
    public static var newStart: Self { Self("new_start") }
    public static var oldLines: Self { Self("old_lines") }
    public static var oldStart: Self { Self("old_start") }
}
