// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsUsageItem`
public nonisolated struct BetaAnalyticsUsageItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// End of the period this row covers (exclusive), as an RFC 3339 UTC timestamp: the
    /// end of the row's time bucket when a time-bucket width is set; otherwise the
    /// requested `ending_at` (or, when omitted, the earlier of now and `starting_at`
    /// plus 31 days) rounded down to the hour, because without a time bucket the report
    /// covers whole hours.
    public var endingAt: String

    /// The dimension values this row's usage is broken out by.
    public var group: BetaAnalyticsUsageGroup

    /// Start of the period this row covers (inclusive), as an RFC 3339 UTC timestamp:
    /// the start of the row's time bucket when a time-bucket width is set, otherwise
    /// the requested `starting_at` rounded down to the hour.
    public var startingAt: String

    /// Token usage for this row.
    public var usage: BetaAnalyticsUsageMetrics

    public init(
        endingAt: String,
        group: BetaAnalyticsUsageGroup,
        startingAt: String,
        usage: BetaAnalyticsUsageMetrics
    ) {
        self.endingAt = endingAt
        self.group = group
        self.startingAt = startingAt
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            endingAt: .emptyValue,
            group: .emptyValue,
            startingAt: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.endingAt = try container.decodeRequired(String.self, forKey: "ending_at", in: decoder)
        self.group = try container.decodeRequired(BetaAnalyticsUsageGroup.self, forKey: "group", in: decoder)
        self.startingAt = try container.decodeRequired(String.self, forKey: "starting_at", in: decoder)
        self.usage = try container.decodeRequired(BetaAnalyticsUsageMetrics.self, forKey: "usage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.endingAt, forKey: "ending_at")
        try container.encode(self.group, forKey: "group")
        try container.encode(self.startingAt, forKey: "starting_at")
        try container.encode(self.usage, forKey: "usage")
    }
}
