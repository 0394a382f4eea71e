// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_InsertCommand`
public nonisolated struct BetaMemoryTool_20250818_InsertCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file where text should be inserted
    public var path: String

    /// Line number where text should be inserted
    public var insertLine: Int

    /// Text to insert at the specified line
    public var insertText: String

    public init(
        path: String,
        insertLine: Int,
        insertText: String
    ) {
        self.command = "insert"
        self.path = path
        self.insertLine = insertLine
        self.insertText = insertText
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            insertLine: .emptyValue,
            insertText: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "insert")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.insertLine = try container.decodeRequired(Int.self, forKey: "insert_line", in: decoder)
        self.insertText = try container.decodeRequired(String.self, forKey: "insert_text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.insertLine, forKey: "insert_line")
        try container.encode(self.insertText, forKey: "insert_text")
    }
}
