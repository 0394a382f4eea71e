// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostItem`
public nonisolated struct BetaAnalyticsCostItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// Cost for this row.
    public var cost: BetaAnalyticsCostMetrics

    /// End of the period this row covers (exclusive), as an RFC 3339 UTC timestamp: the
    /// end of the row's time bucket when a time-bucket width is set; otherwise the
    /// requested `ending_at` (or, when omitted, the earlier of now and `starting_at`
    /// plus 31 days) rounded down to the hour, because without a time bucket the report
    /// covers whole hours.
    public var endingAt: String

    /// The dimension values this row's cost is broken out by.
    public var group: BetaAnalyticsCostGroup

    /// Start of the period this row covers (inclusive), as an RFC 3339 UTC timestamp:
    /// the start of the row's time bucket when a time-bucket width is set, otherwise
    /// the requested `starting_at` rounded down to the hour.
    public var startingAt: String

    public init(
        cost: BetaAnalyticsCostMetrics,
        endingAt: String,
        group: BetaAnalyticsCostGroup,
        startingAt: String
    ) {
        self.cost = cost
        self.endingAt = endingAt
        self.group = group
        self.startingAt = startingAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cost: .emptyValue,
            endingAt: .emptyValue,
            group: .emptyValue,
            startingAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cost = try container.decodeRequired(BetaAnalyticsCostMetrics.self, forKey: "cost", in: decoder)
        self.endingAt = try container.decodeRequired(String.self, forKey: "ending_at", in: decoder)
        self.group = try container.decodeRequired(BetaAnalyticsCostGroup.self, forKey: "group", in: decoder)
        self.startingAt = try container.decodeRequired(String.self, forKey: "starting_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cost, forKey: "cost")
        try container.encode(self.endingAt, forKey: "ending_at")
        try container.encode(self.group, forKey: "group")
        try container.encode(self.startingAt, forKey: "starting_at")
    }
}
