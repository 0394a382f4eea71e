// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_ViewCommand`
public nonisolated struct BetaMemoryTool_20250818_ViewCommand: Codable, Equatable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to directory or file to view
    public var path: String

    /// Optional line range for viewing specific lines
    public var viewRange: [Int]?

    public init(
        path: String,
        viewRange: [Int]? = nil
    ) {
        self.command = "view"
        self.path = path
        self.viewRange = viewRange
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
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder, standIn: "view")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.viewRange = try container.decodeIfPresent([Int].self, forKey: "view_range")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.command, forKey: "command")
        try container.encode(self.path, forKey: "path")
        try container.encodeIfPresent(self.viewRange, forKey: "view_range")
    }
}
