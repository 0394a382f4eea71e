// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Accepted/rejected counts for a single Claude Code tool type.
///
/// - Schema: `#/components/schemas/AnalyticsToolActionCounts`
public nonisolated struct AnalyticsToolActionCounts: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of tool proposals accepted
    public var acceptedCount: Int

    /// Number of tool proposals rejected
    public var rejectedCount: Int

    public init(
        acceptedCount: Int,
        rejectedCount: Int
    ) {
        self.acceptedCount = acceptedCount
        self.rejectedCount = rejectedCount
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            acceptedCount: .emptyValue,
            rejectedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acceptedCount = try container.decodeRequired(Int.self, forKey: "accepted_count", in: decoder)
        self.rejectedCount = try container.decodeRequired(Int.self, forKey: "rejected_count", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.acceptedCount, forKey: "accepted_count")
        try container.encode(self.rejectedCount, forKey: "rejected_count")
    }
}
