// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-day entry in the /summaries response.
///
/// - Schema: `#/components/schemas/AnalyticsSingleDayActivitySummary`
public nonisolated struct AnalyticsSingleDayActivitySummary: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of seats currently assigned to members.
    ///
    /// Null when the response is scoped to an RBAC group — seat assignment is org-wide
    /// and has no per-group analogue.
    public var assignedSeatCount: Int?

    /// Number of users with activity in Chat and Cowork unified on the requested day.
    ///
    /// Omitted from the response where Chat and Cowork unified is not available.
    public var chatCoworkUnifiedDailyActiveUserCount: Int?

    /// Number of users with activity in Chat and Cowork unified in the 28-day rolling
    /// window (30 days when the request filters by `rbac_group_id`). Omitted from the
    /// response where Chat and Cowork unified is not available.
    public var chatCoworkUnifiedMonthlyActiveUserCount: Int?

    /// Number of users with activity in Chat and Cowork unified in the 7-day rolling
    /// window. Omitted from the response where Chat and Cowork unified is not
    /// available.
    public var chatCoworkUnifiedWeeklyActiveUserCount: Int?

    /// Number of users with claude.ai (chat) activity on the requested day.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var chatDailyActiveUserCount: Int?

    /// Number of users with claude.ai (chat) activity in the 30-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var chatMonthlyActiveUserCount: Int?

    /// Number of users with claude.ai (chat) activity in the 7-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var chatWeeklyActiveUserCount: Int?

    /// Number of users with Claude Code activity on the requested day.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeCodeDailyActiveUserCount: Int?

    /// Number of users with Claude Code activity in the 30-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeCodeMonthlyActiveUserCount: Int?

    /// Number of users with Claude Code activity in the 7-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeCodeWeeklyActiveUserCount: Int?

    /// Number of users with Claude Design activity on the requested day.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeDesignDailyActiveUserCount: Int?

    /// Number of users with Claude Design activity in the 30-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeDesignMonthlyActiveUserCount: Int?

    /// Number of users with Claude Design activity in the 7-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var claudeDesignWeeklyActiveUserCount: Int?

    /// Number of Slack users active in Claude Tag on the requested day.
    ///
    /// Counts distinct Slack users, including users who have not linked a Claude
    /// account, so it can exceed `daily_active_user_count` and `assigned_seat_count`.
    /// Null on a day with no measured value, when Claude Tag data cannot be read for
    /// the request, and when the response is scoped to an RBAC group, because an
    /// unlinked user belongs to no group. Omitted from the response on deployments that
    /// do not offer Claude Tag reporting.
    public var claudeTagDailyActiveUserCount: Int?

    /// Number of Slack users active in Claude Tag in the 28-day rolling window.
    ///
    /// Counts distinct Slack users, including users who have not linked a Claude
    /// account, so it can exceed `daily_active_user_count` and `assigned_seat_count`.
    /// Null on a day with no measured value, when Claude Tag data cannot be read for
    /// the request, and when the response is scoped to an RBAC group, because an
    /// unlinked user belongs to no group. Omitted from the response on deployments that
    /// do not offer Claude Tag reporting.
    public var claudeTagMonthlyActiveUserCount: Int?

    /// Number of Slack users active in Claude Tag in the 7-day rolling window.
    ///
    /// Counts distinct Slack users, including users who have not linked a Claude
    /// account, so it can exceed `daily_active_user_count` and `assigned_seat_count`.
    /// Null on a day with no measured value, when Claude Tag data cannot be read for
    /// the request, and when the response is scoped to an RBAC group, because an
    /// unlinked user belongs to no group. Omitted from the response on deployments that
    /// do not offer Claude Tag reporting.
    public var claudeTagWeeklyActiveUserCount: Int?

    /// Number of users with Cowork activity on the requested day
    public var coworkDailyActiveUserCount: Int

    /// Number of users with Cowork activity in the 30-day rolling window
    public var coworkMonthlyActiveUserCount: Int

    /// Number of users with Cowork activity in the 7-day rolling window
    public var coworkWeeklyActiveUserCount: Int

    /// Number of users with token consumption on the requested day
    public var dailyActiveUserCount: Int

    /// Percentage of assigned seats with activity on the requested day
    /// (`DAU / assigned_seat_count * 100`). Null when the response is scoped to an RBAC
    /// group.
    public var dailyAdoptionRate: Double?

    /// End of the aggregation period (exclusive), UTC midnight in RFC 3339 format (e.g.
    ///
    /// `2026-01-16T00:00:00Z`).
    public var endingAt: String

    /// Number of users with token consumption in the 30-day rolling window
    public var monthlyActiveUserCount: Int

    /// Percentage of assigned seats with activity in the 30-day rolling window
    /// (`MAU / assigned_seat_count * 100`). Null when the response is scoped to an RBAC
    /// group.
    public var monthlyAdoptionRate: Double?

    /// Number of users with Claude in Office activity on the requested day.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var officeAgentDailyActiveUserCount: Int?

    /// Number of users with Claude in Office activity in the 30-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var officeAgentMonthlyActiveUserCount: Int?

    /// Number of users with Claude in Office activity in the 7-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var officeAgentWeeklyActiveUserCount: Int?

    /// Number of pending invitations to join the organization.
    ///
    /// Null when the response is scoped to an RBAC group.
    public var pendingInviteCount: Int?

    /// Number of users with Claude Science activity on the requested day.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var scienceDailyActiveUserCount: Int?

    /// Number of users with a Claude Science seat entitlement (per-seat RBAC) at the
    /// time of the daily snapshot. The funnel top; independent of the org-level Claude
    /// Science toggle. Null when the response is scoped to an RBAC group — entitlement
    /// is org-wide and has no per-group analogue. Omitted from the response while the
    /// per-product breakdown is not enabled for this organization.
    public var scienceEntitledUserCount: Int?

    /// Number of users with Claude Science activity in the 30-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var scienceMonthlyActiveUserCount: Int?

    /// Number of users with Claude Science activity in the 7-day rolling window.
    ///
    /// Omitted from the response while the per-product breakdown is not enabled for
    /// this organization.
    public var scienceWeeklyActiveUserCount: Int?

    /// Start of the aggregation period (inclusive), UTC midnight in RFC 3339 format
    /// (e.g. `2026-01-15T00:00:00Z`).
    public var startingAt: String

    /// Number of users with token consumption in the 7-day rolling window
    public var weeklyActiveUserCount: Int

    /// Percentage of assigned seats with activity in the 7-day rolling window
    /// (`WAU / assigned_seat_count * 100`). Null when the response is scoped to an RBAC
    /// group.
    public var weeklyAdoptionRate: Double?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        coworkDailyActiveUserCount: Int,
        coworkMonthlyActiveUserCount: Int,
        coworkWeeklyActiveUserCount: Int,
        dailyActiveUserCount: Int,
        endingAt: String,
        monthlyActiveUserCount: Int,
        startingAt: String,
        weeklyActiveUserCount: Int,
        assignedSeatCount: Int? = nil,
        chatCoworkUnifiedDailyActiveUserCount: Int? = nil,
        chatCoworkUnifiedMonthlyActiveUserCount: Int? = nil,
        chatCoworkUnifiedWeeklyActiveUserCount: Int? = nil,
        chatDailyActiveUserCount: Int? = nil,
        chatMonthlyActiveUserCount: Int? = nil,
        chatWeeklyActiveUserCount: Int? = nil,
        claudeCodeDailyActiveUserCount: Int? = nil,
        claudeCodeMonthlyActiveUserCount: Int? = nil,
        claudeCodeWeeklyActiveUserCount: Int? = nil,
        claudeDesignDailyActiveUserCount: Int? = nil,
        claudeDesignMonthlyActiveUserCount: Int? = nil,
        claudeDesignWeeklyActiveUserCount: Int? = nil,
        claudeTagDailyActiveUserCount: Int? = nil,
        claudeTagMonthlyActiveUserCount: Int? = nil,
        claudeTagWeeklyActiveUserCount: Int? = nil,
        dailyAdoptionRate: Double? = nil,
        monthlyAdoptionRate: Double? = nil,
        officeAgentDailyActiveUserCount: Int? = nil,
        officeAgentMonthlyActiveUserCount: Int? = nil,
        officeAgentWeeklyActiveUserCount: Int? = nil,
        pendingInviteCount: Int? = nil,
        scienceDailyActiveUserCount: Int? = nil,
        scienceEntitledUserCount: Int? = nil,
        scienceMonthlyActiveUserCount: Int? = nil,
        scienceWeeklyActiveUserCount: Int? = nil,
        weeklyAdoptionRate: Double? = nil
    ) {
        self.assignedSeatCount = assignedSeatCount
        self.chatCoworkUnifiedDailyActiveUserCount = chatCoworkUnifiedDailyActiveUserCount
        self.chatCoworkUnifiedMonthlyActiveUserCount = chatCoworkUnifiedMonthlyActiveUserCount
        self.chatCoworkUnifiedWeeklyActiveUserCount = chatCoworkUnifiedWeeklyActiveUserCount
        self.chatDailyActiveUserCount = chatDailyActiveUserCount
        self.chatMonthlyActiveUserCount = chatMonthlyActiveUserCount
        self.chatWeeklyActiveUserCount = chatWeeklyActiveUserCount
        self.claudeCodeDailyActiveUserCount = claudeCodeDailyActiveUserCount
        self.claudeCodeMonthlyActiveUserCount = claudeCodeMonthlyActiveUserCount
        self.claudeCodeWeeklyActiveUserCount = claudeCodeWeeklyActiveUserCount
        self.claudeDesignDailyActiveUserCount = claudeDesignDailyActiveUserCount
        self.claudeDesignMonthlyActiveUserCount = claudeDesignMonthlyActiveUserCount
        self.claudeDesignWeeklyActiveUserCount = claudeDesignWeeklyActiveUserCount
        self.claudeTagDailyActiveUserCount = claudeTagDailyActiveUserCount
        self.claudeTagMonthlyActiveUserCount = claudeTagMonthlyActiveUserCount
        self.claudeTagWeeklyActiveUserCount = claudeTagWeeklyActiveUserCount
        self.coworkDailyActiveUserCount = coworkDailyActiveUserCount
        self.coworkMonthlyActiveUserCount = coworkMonthlyActiveUserCount
        self.coworkWeeklyActiveUserCount = coworkWeeklyActiveUserCount
        self.dailyActiveUserCount = dailyActiveUserCount
        self.dailyAdoptionRate = dailyAdoptionRate
        self.endingAt = endingAt
        self.monthlyActiveUserCount = monthlyActiveUserCount
        self.monthlyAdoptionRate = monthlyAdoptionRate
        self.officeAgentDailyActiveUserCount = officeAgentDailyActiveUserCount
        self.officeAgentMonthlyActiveUserCount = officeAgentMonthlyActiveUserCount
        self.officeAgentWeeklyActiveUserCount = officeAgentWeeklyActiveUserCount
        self.pendingInviteCount = pendingInviteCount
        self.scienceDailyActiveUserCount = scienceDailyActiveUserCount
        self.scienceEntitledUserCount = scienceEntitledUserCount
        self.scienceMonthlyActiveUserCount = scienceMonthlyActiveUserCount
        self.scienceWeeklyActiveUserCount = scienceWeeklyActiveUserCount
        self.startingAt = startingAt
        self.weeklyActiveUserCount = weeklyActiveUserCount
        self.weeklyAdoptionRate = weeklyAdoptionRate
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            coworkDailyActiveUserCount: .emptyValue,
            coworkMonthlyActiveUserCount: .emptyValue,
            coworkWeeklyActiveUserCount: .emptyValue,
            dailyActiveUserCount: .emptyValue,
            endingAt: .emptyValue,
            monthlyActiveUserCount: .emptyValue,
            startingAt: .emptyValue,
            weeklyActiveUserCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.assignedSeatCount = try container.decodeIfPresent(Int.self, forKey: "assigned_seat_count")
        self.chatCoworkUnifiedDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_cowork_unified_daily_active_user_count")
        self.chatCoworkUnifiedMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_cowork_unified_monthly_active_user_count")
        self.chatCoworkUnifiedWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_cowork_unified_weekly_active_user_count")
        self.chatDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_daily_active_user_count")
        self.chatMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_monthly_active_user_count")
        self.chatWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "chat_weekly_active_user_count")
        self.claudeCodeDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_code_daily_active_user_count")
        self.claudeCodeMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_code_monthly_active_user_count")
        self.claudeCodeWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_code_weekly_active_user_count")
        self.claudeDesignDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_design_daily_active_user_count")
        self.claudeDesignMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_design_monthly_active_user_count")
        self.claudeDesignWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_design_weekly_active_user_count")
        self.claudeTagDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_tag_daily_active_user_count")
        self.claudeTagMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_tag_monthly_active_user_count")
        self.claudeTagWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "claude_tag_weekly_active_user_count")
        self.coworkDailyActiveUserCount = try container.decodeRequired(Int.self, forKey: "cowork_daily_active_user_count", in: decoder)
        self.coworkMonthlyActiveUserCount = try container.decodeRequired(Int.self, forKey: "cowork_monthly_active_user_count", in: decoder)
        self.coworkWeeklyActiveUserCount = try container.decodeRequired(Int.self, forKey: "cowork_weekly_active_user_count", in: decoder)
        self.dailyActiveUserCount = try container.decodeRequired(Int.self, forKey: "daily_active_user_count", in: decoder)
        self.dailyAdoptionRate = try container.decodeIfPresent(Double.self, forKey: "daily_adoption_rate")
        self.endingAt = try container.decodeRequired(String.self, forKey: "ending_at", in: decoder)
        self.monthlyActiveUserCount = try container.decodeRequired(Int.self, forKey: "monthly_active_user_count", in: decoder)
        self.monthlyAdoptionRate = try container.decodeIfPresent(Double.self, forKey: "monthly_adoption_rate")
        self.officeAgentDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "office_agent_daily_active_user_count")
        self.officeAgentMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "office_agent_monthly_active_user_count")
        self.officeAgentWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "office_agent_weekly_active_user_count")
        self.pendingInviteCount = try container.decodeIfPresent(Int.self, forKey: "pending_invite_count")
        self.scienceDailyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "science_daily_active_user_count")
        self.scienceEntitledUserCount = try container.decodeIfPresent(Int.self, forKey: "science_entitled_user_count")
        self.scienceMonthlyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "science_monthly_active_user_count")
        self.scienceWeeklyActiveUserCount = try container.decodeIfPresent(Int.self, forKey: "science_weekly_active_user_count")
        self.startingAt = try container.decodeRequired(String.self, forKey: "starting_at", in: decoder)
        self.weeklyActiveUserCount = try container.decodeRequired(Int.self, forKey: "weekly_active_user_count", in: decoder)
        self.weeklyAdoptionRate = try container.decodeIfPresent(Double.self, forKey: "weekly_adoption_rate")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.assignedSeatCount, forKey: "assigned_seat_count")
        try container.encodeIfPresent(self.chatCoworkUnifiedDailyActiveUserCount, forKey: "chat_cowork_unified_daily_active_user_count")
        try container.encodeIfPresent(self.chatCoworkUnifiedMonthlyActiveUserCount, forKey: "chat_cowork_unified_monthly_active_user_count")
        try container.encodeIfPresent(self.chatCoworkUnifiedWeeklyActiveUserCount, forKey: "chat_cowork_unified_weekly_active_user_count")
        try container.encodeIfPresent(self.chatDailyActiveUserCount, forKey: "chat_daily_active_user_count")
        try container.encodeIfPresent(self.chatMonthlyActiveUserCount, forKey: "chat_monthly_active_user_count")
        try container.encodeIfPresent(self.chatWeeklyActiveUserCount, forKey: "chat_weekly_active_user_count")
        try container.encodeIfPresent(self.claudeCodeDailyActiveUserCount, forKey: "claude_code_daily_active_user_count")
        try container.encodeIfPresent(self.claudeCodeMonthlyActiveUserCount, forKey: "claude_code_monthly_active_user_count")
        try container.encodeIfPresent(self.claudeCodeWeeklyActiveUserCount, forKey: "claude_code_weekly_active_user_count")
        try container.encodeIfPresent(self.claudeDesignDailyActiveUserCount, forKey: "claude_design_daily_active_user_count")
        try container.encodeIfPresent(self.claudeDesignMonthlyActiveUserCount, forKey: "claude_design_monthly_active_user_count")
        try container.encodeIfPresent(self.claudeDesignWeeklyActiveUserCount, forKey: "claude_design_weekly_active_user_count")
        try container.encodeIfPresent(self.claudeTagDailyActiveUserCount, forKey: "claude_tag_daily_active_user_count")
        try container.encodeIfPresent(self.claudeTagMonthlyActiveUserCount, forKey: "claude_tag_monthly_active_user_count")
        try container.encodeIfPresent(self.claudeTagWeeklyActiveUserCount, forKey: "claude_tag_weekly_active_user_count")
        try container.encode(self.coworkDailyActiveUserCount, forKey: "cowork_daily_active_user_count")
        try container.encode(self.coworkMonthlyActiveUserCount, forKey: "cowork_monthly_active_user_count")
        try container.encode(self.coworkWeeklyActiveUserCount, forKey: "cowork_weekly_active_user_count")
        try container.encode(self.dailyActiveUserCount, forKey: "daily_active_user_count")
        try container.encodeIfPresent(self.dailyAdoptionRate, forKey: "daily_adoption_rate")
        try container.encode(self.endingAt, forKey: "ending_at")
        try container.encode(self.monthlyActiveUserCount, forKey: "monthly_active_user_count")
        try container.encodeIfPresent(self.monthlyAdoptionRate, forKey: "monthly_adoption_rate")
        try container.encodeIfPresent(self.officeAgentDailyActiveUserCount, forKey: "office_agent_daily_active_user_count")
        try container.encodeIfPresent(self.officeAgentMonthlyActiveUserCount, forKey: "office_agent_monthly_active_user_count")
        try container.encodeIfPresent(self.officeAgentWeeklyActiveUserCount, forKey: "office_agent_weekly_active_user_count")
        try container.encodeIfPresent(self.pendingInviteCount, forKey: "pending_invite_count")
        try container.encodeIfPresent(self.scienceDailyActiveUserCount, forKey: "science_daily_active_user_count")
        try container.encodeIfPresent(self.scienceEntitledUserCount, forKey: "science_entitled_user_count")
        try container.encodeIfPresent(self.scienceMonthlyActiveUserCount, forKey: "science_monthly_active_user_count")
        try container.encodeIfPresent(self.scienceWeeklyActiveUserCount, forKey: "science_weekly_active_user_count")
        try container.encode(self.startingAt, forKey: "starting_at")
        try container.encode(self.weeklyActiveUserCount, forKey: "weekly_active_user_count")
        try container.encodeIfPresent(self.weeklyAdoptionRate, forKey: "weekly_adoption_rate")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsSingleDayActivitySummary {
    public static var assignedSeatCount: Self { Self("assigned_seat_count") }
    public static var chatCoworkUnifiedDailyActiveUserCount: Self { Self("chat_cowork_unified_daily_active_user_count") }
    public static var chatCoworkUnifiedMonthlyActiveUserCount: Self { Self("chat_cowork_unified_monthly_active_user_count") }
    public static var chatCoworkUnifiedWeeklyActiveUserCount: Self { Self("chat_cowork_unified_weekly_active_user_count") }
    public static var chatDailyActiveUserCount: Self { Self("chat_daily_active_user_count") }
    public static var chatMonthlyActiveUserCount: Self { Self("chat_monthly_active_user_count") }
    public static var chatWeeklyActiveUserCount: Self { Self("chat_weekly_active_user_count") }
    public static var claudeCodeDailyActiveUserCount: Self { Self("claude_code_daily_active_user_count") }
    public static var claudeCodeMonthlyActiveUserCount: Self { Self("claude_code_monthly_active_user_count") }
    public static var claudeCodeWeeklyActiveUserCount: Self { Self("claude_code_weekly_active_user_count") }
    public static var claudeDesignDailyActiveUserCount: Self { Self("claude_design_daily_active_user_count") }
    public static var claudeDesignMonthlyActiveUserCount: Self { Self("claude_design_monthly_active_user_count") }
    public static var claudeDesignWeeklyActiveUserCount: Self { Self("claude_design_weekly_active_user_count") }
    public static var claudeTagDailyActiveUserCount: Self { Self("claude_tag_daily_active_user_count") }
    public static var claudeTagMonthlyActiveUserCount: Self { Self("claude_tag_monthly_active_user_count") }
    public static var claudeTagWeeklyActiveUserCount: Self { Self("claude_tag_weekly_active_user_count") }
    public static var dailyAdoptionRate: Self { Self("daily_adoption_rate") }
    public static var monthlyAdoptionRate: Self { Self("monthly_adoption_rate") }
    public static var officeAgentDailyActiveUserCount: Self { Self("office_agent_daily_active_user_count") }
    public static var officeAgentMonthlyActiveUserCount: Self { Self("office_agent_monthly_active_user_count") }
    public static var officeAgentWeeklyActiveUserCount: Self { Self("office_agent_weekly_active_user_count") }
    public static var pendingInviteCount: Self { Self("pending_invite_count") }
    public static var scienceDailyActiveUserCount: Self { Self("science_daily_active_user_count") }
    public static var scienceEntitledUserCount: Self { Self("science_entitled_user_count") }
    public static var scienceMonthlyActiveUserCount: Self { Self("science_monthly_active_user_count") }
    public static var scienceWeeklyActiveUserCount: Self { Self("science_weekly_active_user_count") }
    public static var weeklyAdoptionRate: Self { Self("weekly_adoption_rate") }
}
