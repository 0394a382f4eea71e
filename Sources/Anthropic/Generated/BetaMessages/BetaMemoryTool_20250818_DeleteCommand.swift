// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_DeleteCommand`
public nonisolated struct BetaMemoryTool_20250818_DeleteCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file or directory to delete
    public var path: String

    public init(
        path: String
    ) {
        self.command = "delete"
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "delete")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.path, forKey: "path")
    }
}
