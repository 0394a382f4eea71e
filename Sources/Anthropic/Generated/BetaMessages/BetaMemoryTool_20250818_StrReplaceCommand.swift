// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_StrReplaceCommand`
public nonisolated struct BetaMemoryTool_20250818_StrReplaceCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file where text should be replaced
    public var path: String

    /// Text to search for and replace
    public var oldStr: String

    /// Text to replace with
    public var newStr: String

    public init(
        path: String,
        oldStr: String,
        newStr: String
    ) {
        self.command = "str_replace"
        self.path = path
        self.oldStr = oldStr
        self.newStr = newStr
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            oldStr: .emptyValue,
            newStr: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "str_replace")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.oldStr = try container.decodeRequired(String.self, forKey: "old_str", in: decoder)
        self.newStr = try container.decodeRequired(String.self, forKey: "new_str", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.oldStr, forKey: "old_str")
        try container.encode(self.newStr, forKey: "new_str")
    }
}
