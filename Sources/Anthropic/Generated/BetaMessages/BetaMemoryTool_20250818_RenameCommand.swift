// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_RenameCommand`
public nonisolated struct BetaMemoryTool_20250818_RenameCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Current path of the file or directory
    public var oldPath: String

    /// New path for the file or directory
    public var newPath: String

    public init(
        oldPath: String,
        newPath: String
    ) {
        self.command = "rename"
        self.oldPath = oldPath
        self.newPath = newPath
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            oldPath: .emptyValue,
            newPath: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "rename")
        self.oldPath = try container.decodeRequired(String.self, forKey: "old_path", in: decoder)
        self.newPath = try container.decodeRequired(String.self, forKey: "new_path", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.oldPath, forKey: "old_path")
        try container.encode(self.newPath, forKey: "new_path")
    }
}
