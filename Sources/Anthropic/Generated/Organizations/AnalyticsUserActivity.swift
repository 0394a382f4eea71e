// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-user activity data for a given day.
///
/// - Schema: `#/components/schemas/AnalyticsUserActivity`
public nonisolated struct AnalyticsUserActivity: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Activity recorded while the member had Chat and Cowork unified (Cowork's
    /// features inside claude.ai chat) turned on, split into `chat` (chat activity) and
    /// `sessions` (Cowork activity). Omitted from the response where Chat and Cowork
    /// unified is not available.
    public var chatCoworkUnifiedMetrics: AnalyticsChatCoworkUnifiedMetrics?

    /// Claude.ai activity metrics for a single user on a given day.
    public var chatMetrics: AnalyticsChatMetrics

    /// Claude Code activity metrics for a single user on a given day.
    public var claudeCodeMetrics: AnalyticsClaudeCodeMetrics

    /// Claude Tag activity in Slack by a user who has linked a Claude account.
    ///
    /// Activity by Slack users who have not linked an account appears only in the
    /// `/summaries` Claude Tag counts, so these rows do not add up to those counts.
    /// Omitted from the response on deployments that do not offer Claude Tag reporting.
    public var claudeTagMetrics: AnalyticsClaudeTagMetrics?

    /// Cowork activity metrics for a single user on a given day.
    public var coworkMetrics: AnalyticsCoworkMetrics

    /// Claude Design activity metrics for a single user on a given day.
    public var designMetrics: AnalyticsDesignMetrics

    /// Number of distinct active users represented by this row.
    ///
    /// Only set for grouped rollups (`group_by[]`); null for per-user rows. In
    /// date-range mode, recomputed as an exact distinct count of the group's active
    /// members over the requested window, never a sum of per-day values.
    public var distinctUserCount: Int?

    /// Most recent UTC day (YYYY-MM-DD) on which the user had any counted activity,
    /// within the requested window: equal to the requested `date` in single-day mode,
    /// and to the latest active day from `starting_date` (inclusive) to `ending_date`
    /// (exclusive) in date-range rollup mode — never a day earlier than the window
    /// start. On filtered requests (`filter[]`) only days matching the filter count:
    /// with `filter[]=rbac_group_id:{id}` it is the last day the user was active while
    /// a member of that group, consistent with the row's other metrics. On grouped
    /// (`group_by[]`) rows it is the latest day any member of the group was active (the
    /// requested `date` in single-day mode). Omitted from the response while
    /// last-activity reporting is not enabled for this organization.
    public var lastActivityDate: String?

    /// Office Agent activity metrics for a single user on a given day, broken out by
    /// Office product.
    public var officeMetrics: AnalyticsOfficeMetrics

    /// Tagged RBAC group identifier (`rbac_group_...`), matching the spend-limits API
    /// spelling. Present only when the request grouped by `rbac_group_id`.
    public var rbacGroupID: String?

    /// Resolved RBAC group display name, alongside `rbac_group_id` when name resolution
    /// is available. Null if the group has been deleted or its name could not be
    /// resolved; `rbac_group_id` remains the stable key.
    public var rbacGroupName: String?

    /// Claude Science activity metrics for a single user on a given day.
    public var scienceMetrics: AnalyticsScienceMetrics

    /// The user this row describes. Null on rows aggregated across users.
    public var user: AnalyticsUser?

    /// Number of web searches performed
    public var webSearchCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        chatMetrics: AnalyticsChatMetrics,
        claudeCodeMetrics: AnalyticsClaudeCodeMetrics,
        coworkMetrics: AnalyticsCoworkMetrics,
        designMetrics: AnalyticsDesignMetrics,
        officeMetrics: AnalyticsOfficeMetrics,
        scienceMetrics: AnalyticsScienceMetrics,
        webSearchCount: Int,
        chatCoworkUnifiedMetrics: AnalyticsChatCoworkUnifiedMetrics? = nil,
        claudeTagMetrics: AnalyticsClaudeTagMetrics? = nil,
        distinctUserCount: Int? = nil,
        lastActivityDate: String? = nil,
        rbacGroupID: String? = nil,
        rbacGroupName: String? = nil,
        user: AnalyticsUser? = nil
    ) {
        self.chatCoworkUnifiedMetrics = chatCoworkUnifiedMetrics
        self.chatMetrics = chatMetrics
        self.claudeCodeMetrics = claudeCodeMetrics
        self.claudeTagMetrics = claudeTagMetrics
        self.coworkMetrics = coworkMetrics
        self.designMetrics = designMetrics
        self.distinctUserCount = distinctUserCount
        self.lastActivityDate = lastActivityDate
        self.officeMetrics = officeMetrics
        self.rbacGroupID = rbacGroupID
        self.rbacGroupName = rbacGroupName
        self.scienceMetrics = scienceMetrics
        self.user = user
        self.webSearchCount = webSearchCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            chatMetrics: .emptyValue,
            claudeCodeMetrics: .emptyValue,
            coworkMetrics: .emptyValue,
            designMetrics: .emptyValue,
            officeMetrics: .emptyValue,
            scienceMetrics: .emptyValue,
            webSearchCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.chatCoworkUnifiedMetrics = try container.decodeIfPresent(AnalyticsChatCoworkUnifiedMetrics.self, forKey: "chat_cowork_unified_metrics")
        self.chatMetrics = try container.decodeRequired(AnalyticsChatMetrics.self, forKey: "chat_metrics", in: decoder)
        self.claudeCodeMetrics = try container.decodeRequired(AnalyticsClaudeCodeMetrics.self, forKey: "claude_code_metrics", in: decoder)
        self.claudeTagMetrics = try container.decodeIfPresent(AnalyticsClaudeTagMetrics.self, forKey: "claude_tag_metrics")
        self.coworkMetrics = try container.decodeRequired(AnalyticsCoworkMetrics.self, forKey: "cowork_metrics", in: decoder)
        self.designMetrics = try container.decodeRequired(AnalyticsDesignMetrics.self, forKey: "design_metrics", in: decoder)
        self.distinctUserCount = try container.decodeIfPresent(Int.self, forKey: "distinct_user_count")
        self.lastActivityDate = try container.decodeIfPresent(String.self, forKey: "last_activity_date")
        self.officeMetrics = try container.decodeRequired(AnalyticsOfficeMetrics.self, forKey: "office_metrics", in: decoder)
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.rbacGroupName = try container.decodeIfPresent(String.self, forKey: "rbac_group_name")
        self.scienceMetrics = try container.decodeRequired(AnalyticsScienceMetrics.self, forKey: "science_metrics", in: decoder)
        self.user = try container.decodeIfPresent(AnalyticsUser.self, forKey: "user")
        self.webSearchCount = try container.decodeRequired(Int.self, forKey: "web_search_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.chatCoworkUnifiedMetrics, forKey: "chat_cowork_unified_metrics")
        try container.encode(self.chatMetrics, forKey: "chat_metrics")
        try container.encode(self.claudeCodeMetrics, forKey: "claude_code_metrics")
        try container.encodeIfPresent(self.claudeTagMetrics, forKey: "claude_tag_metrics")
        try container.encode(self.coworkMetrics, forKey: "cowork_metrics")
        try container.encode(self.designMetrics, forKey: "design_metrics")
        try container.encodeIfPresent(self.distinctUserCount, forKey: "distinct_user_count")
        try container.encodeIfPresent(self.lastActivityDate, forKey: "last_activity_date")
        try container.encode(self.officeMetrics, forKey: "office_metrics")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.rbacGroupName, forKey: "rbac_group_name")
        try container.encode(self.scienceMetrics, forKey: "science_metrics")
        try container.encodeIfPresent(self.user, forKey: "user")
        try container.encode(self.webSearchCount, forKey: "web_search_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsUserActivity {
    public static var chatCoworkUnifiedMetrics: Self { Self("chat_cowork_unified_metrics") }
    public static var claudeTagMetrics: Self { Self("claude_tag_metrics") }
    public static var distinctUserCount: Self { Self("distinct_user_count") }
    public static var lastActivityDate: Self { Self("last_activity_date") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var rbacGroupName: Self { Self("rbac_group_name") }
    public static var user: Self { Self("user") }
}
