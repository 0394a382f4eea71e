// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A recurring schedule with computed runtime timestamps.
///
/// Discriminated union — only cron is supported currently.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSchedule`
public nonisolated struct BetaManagedAgentsSchedule: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// 5-field POSIX cron expression: minute hour day-of-month month day-of-week (e.g.,
    /// "0 9 * * 1-5" for weekdays at 9am). Day-of-week is 0-7 where 0 and 7 both mean
    /// Sunday. Extended cron syntax - seconds or year fields, and the special
    /// characters L, W, #, and ? - is not supported, nor are predefined shortcuts
    /// (@daily).
    public var expression: String

    /// Time the most recent scheduled run actually started.
    ///
    /// Null until one completes; preserved after the deployment is archived. Manual
    /// runs do not update this.
    public var lastRunAt: String?

    /// IANA timezone identifier (e.g., "America/Los_Angeles", "UTC").
    public var timezone: String

    public var type: String

    /// Up to 5 timestamps of upcoming cron occurrences.
    ///
    /// Non-empty for active and paused deployments (reflects what the schedule would do
    /// if unpaused); empty once the deployment is archived (`archived_at` set). Each
    /// fire is offset by a small per-schedule jitter, so a run will actually start at
    /// or shortly after its listed time.
    public var upcomingRunsAt: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        expression: String,
        timezone: String,
        lastRunAt: String? = nil,
        upcomingRunsAt: [String]? = nil
    ) {
        self.expression = expression
        self.lastRunAt = lastRunAt
        self.timezone = timezone
        self.type = "cron"
        self.upcomingRunsAt = upcomingRunsAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expression: .emptyValue,
            timezone: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expression = try container.decodeRequired(String.self, forKey: "expression", in: decoder)
        self.lastRunAt = try container.decodeIfPresent(String.self, forKey: "last_run_at")
        self.timezone = try container.decodeRequired(String.self, forKey: "timezone", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "cron")
        self.upcomingRunsAt = try container.decodeIfPresent([String].self, forKey: "upcoming_runs_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.expression, forKey: "expression")
        try container.encodeIfPresent(self.lastRunAt, forKey: "last_run_at")
        try container.encode(self.timezone, forKey: "timezone")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.upcomingRunsAt, forKey: "upcoming_runs_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSchedule {
    public static var lastRunAt: Self { Self("last_run_at") }
    public static var upcomingRunsAt: Self { Self("upcoming_runs_at") }
}
