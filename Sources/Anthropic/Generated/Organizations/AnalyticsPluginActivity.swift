// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-plugin install + invocation activity for a given day.
///
/// With `group_by[]=user_id` / `rbac_group_id` / `product` (`cowork`,
/// `claude_code` and `chat_cowork_unified` only on this endpoint) each row is
/// one (plugin, user), (plugin, group), or (plugin, product) cut: the flat
/// `user_id` / `rbac_group_id` / `product` keys carry the cut and the counts
/// are scoped to it.
///
/// - Schema: `#/components/schemas/AnalyticsPluginActivity`
public nonisolated struct AnalyticsPluginActivity: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Plugin use recorded while members had Chat and Cowork unified (Cowork's features
    /// inside claude.ai chat) turned on. A count is null in date-range mode where it
    /// cannot be computed. Omitted from the response where Chat and Cowork unified is
    /// not available.
    public var chatCoworkUnifiedMetrics: AnalyticsPluginChatCoworkUnifiedMetrics?

    /// Claude Code activity metrics for a single plugin on a given day.
    public var claudeCodeMetrics: AnalyticsPluginClaudeCodeMetrics

    /// Cowork activity metrics for a single plugin on a given day.
    public var coworkMetrics: AnalyticsPluginCoworkMetrics

    /// Number of distinct users with recorded install or invocation activity for the
    /// plugin on the requested day (install-only users count), or, in date-range mode,
    /// over the requested window — recomputed as an exact distinct count over the
    /// window's per-member daily rows, never a sum of per-day values.
    public var distinctUserCount: Int

    /// Number of distinct users who installed the plugin on the requested day, or, in
    /// date-range mode, over the requested window — recomputed as an exact distinct
    /// count over the window's per-member daily rows, never a sum of per-day values.
    public var installCount: Int?

    /// Number of plugin invocations on the requested day
    public var invocationCount: Int

    /// Stable plugin identifier when available (e.g.
    ///
    /// `serena@claude-plugins-official`). Null for third-party Claude Code plugins
    /// (redacted at the source) and Cowork slash commands that carry only a hashed id.
    public var pluginID: String?

    /// Name of the plugin
    public var pluginName: String

    /// Product that produced this row's activity: one of `chat`, `claude_code`,
    /// `cowork`, `office_agent`, or `chat_cowork_unified` (Chat and Cowork unified).
    /// These are the canonical Cost & Usage product names; an `office_agent` row's
    /// per-surface breakdown is in its `office_metrics`. On `/plugins` only `cowork`,
    /// `claude_code` and `chat_cowork_unified` occur (the only surfaces with plugin
    /// attribution); on `/artifacts` only `chat`, `claude_code`, `cowork` and
    /// `chat_cowork_unified` occur (the surfaces that create artifacts);
    /// `/apps/chat/projects` does not support the product dimension (a `product` entry
    /// in `group_by[]` or `filter[]` there is rejected). Present only when the request
    /// grouped by `product`.
    public var product: String?

    /// Tagged RBAC group identifier (`rbac_group_...`), matching the spend-limits API
    /// spelling. Present only when the request grouped by `rbac_group_id`.
    public var rbacGroupID: String?

    /// Resolved RBAC group display name, alongside `rbac_group_id` when name resolution
    /// is available. Null if the group has been deleted or its name could not be
    /// resolved; `rbac_group_id` remains the stable key.
    public var rbacGroupName: String?

    /// Tagged user identifier (e.g.
    ///
    /// `user_...`). Present only when the request grouped by `user_id`.
    public var userID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        claudeCodeMetrics: AnalyticsPluginClaudeCodeMetrics,
        coworkMetrics: AnalyticsPluginCoworkMetrics,
        distinctUserCount: Int,
        invocationCount: Int,
        pluginName: String,
        chatCoworkUnifiedMetrics: AnalyticsPluginChatCoworkUnifiedMetrics? = nil,
        installCount: Int? = nil,
        pluginID: String? = nil,
        product: String? = nil,
        rbacGroupID: String? = nil,
        rbacGroupName: String? = nil,
        userID: String? = nil
    ) {
        self.chatCoworkUnifiedMetrics = chatCoworkUnifiedMetrics
        self.claudeCodeMetrics = claudeCodeMetrics
        self.coworkMetrics = coworkMetrics
        self.distinctUserCount = distinctUserCount
        self.installCount = installCount
        self.invocationCount = invocationCount
        self.pluginID = pluginID
        self.pluginName = pluginName
        self.product = product
        self.rbacGroupID = rbacGroupID
        self.rbacGroupName = rbacGroupName
        self.userID = userID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            claudeCodeMetrics: .emptyValue,
            coworkMetrics: .emptyValue,
            distinctUserCount: .emptyValue,
            invocationCount: .emptyValue,
            pluginName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.chatCoworkUnifiedMetrics = try container.decodeIfPresent(AnalyticsPluginChatCoworkUnifiedMetrics.self, forKey: "chat_cowork_unified_metrics")
        self.claudeCodeMetrics = try container.decodeRequired(AnalyticsPluginClaudeCodeMetrics.self, forKey: "claude_code_metrics", in: decoder)
        self.coworkMetrics = try container.decodeRequired(AnalyticsPluginCoworkMetrics.self, forKey: "cowork_metrics", in: decoder)
        self.distinctUserCount = try container.decodeRequired(Int.self, forKey: "distinct_user_count", in: decoder)
        self.installCount = try container.decodeIfPresent(Int.self, forKey: "install_count")
        self.invocationCount = try container.decodeRequired(Int.self, forKey: "invocation_count", in: decoder)
        self.pluginID = try container.decodeIfPresent(String.self, forKey: "plugin_id")
        self.pluginName = try container.decodeRequired(String.self, forKey: "plugin_name", in: decoder)
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.rbacGroupName = try container.decodeIfPresent(String.self, forKey: "rbac_group_name")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.chatCoworkUnifiedMetrics, forKey: "chat_cowork_unified_metrics")
        try container.encode(self.claudeCodeMetrics, forKey: "claude_code_metrics")
        try container.encode(self.coworkMetrics, forKey: "cowork_metrics")
        try container.encode(self.distinctUserCount, forKey: "distinct_user_count")
        try container.encodeIfPresent(self.installCount, forKey: "install_count")
        try container.encode(self.invocationCount, forKey: "invocation_count")
        try container.encodeIfPresent(self.pluginID, forKey: "plugin_id")
        try container.encode(self.pluginName, forKey: "plugin_name")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.rbacGroupName, forKey: "rbac_group_name")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsPluginActivity {
    public static var chatCoworkUnifiedMetrics: Self { Self("chat_cowork_unified_metrics") }
    public static var installCount: Self { Self("install_count") }
    public static var pluginID: Self { Self("plugin_id") }
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var rbacGroupName: Self { Self("rbac_group_name") }
    public static var userID: Self { Self("user_id") }
}
