// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Lines of code added and removed via Claude Code.
///
/// - Schema: `#/components/schemas/AnalyticsLinesOfCode`
public nonisolated struct AnalyticsLinesOfCode: Codable, Equatable, Sendable, EmptyDecodable {
    /// Lines of code added
    public var addedCount: Int

    /// Lines of code removed
    public var removedCount: Int

    public init(
        addedCount: Int,
        removedCount: Int
    ) {
        self.addedCount = addedCount
        self.removedCount = removedCount
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            addedCount: .emptyValue,
            removedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.addedCount = try container.decodeRequired(Int.self, forKey: "added_count", in: decoder)
        self.removedCount = try container.decodeRequired(Int.self, forKey: "removed_count", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.addedCount, forKey: "added_count")
        try container.encode(self.removedCount, forKey: "removed_count")
    }
}
