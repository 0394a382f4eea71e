// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Tag activity metrics for a single linked user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsClaudeTagMetrics`
public nonisolated struct AnalyticsClaudeTagMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// 1 on a day the user was active in Claude Tag in Slack, otherwise 0.
    ///
    /// Summed over the window in date-range mode, so it is the number of active days;
    /// on grouped rows, the total of each member's active days. Null when Claude Tag
    /// data cannot be read for the request. Otherwise, 0 on a row filtered by project,
    /// and null on any other row when no covered day was measured.
    public var activeDayCount: Int?

    /// Number of the user's Slack messages that made them active: @-mentions, direct
    /// messages, group direct message asks, and thread posts Claude answered. Other
    /// messages are not counted. Null when Claude Tag data cannot be read for the
    /// request. Otherwise, 0 on a row filtered by project, and null on any other row
    /// when no covered day was measured.
    public var activeMessageCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        activeDayCount: Int? = nil,
        activeMessageCount: Int? = nil
    ) {
        self.activeDayCount = activeDayCount
        self.activeMessageCount = activeMessageCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.activeDayCount = try container.decodeIfPresent(Int.self, forKey: "active_day_count")
        self.activeMessageCount = try container.decodeIfPresent(Int.self, forKey: "active_message_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.activeDayCount, forKey: "active_day_count")
        try container.encodeIfPresent(self.activeMessageCount, forKey: "active_message_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsClaudeTagMetrics {
    public static var activeDayCount: Self { Self("active_day_count") }
    public static var activeMessageCount: Self { Self("active_message_count") }
}
