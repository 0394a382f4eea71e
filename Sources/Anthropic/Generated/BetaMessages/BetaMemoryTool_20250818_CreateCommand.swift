// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_CreateCommand`
public nonisolated struct BetaMemoryTool_20250818_CreateCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path where the file should be created
    public var path: String

    /// Content to write to the file
    public var fileText: String

    public init(
        path: String,
        fileText: String
    ) {
        self.command = "create"
        self.path = path
        self.fileText = fileText
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            fileText: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "create")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.fileText = try container.decodeRequired(String.self, forKey: "file_text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.fileText, forKey: "file_text")
    }
}
