// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-connector activity data for a given day.
///
/// - Schema: `#/components/schemas/AnalyticsConnectorActivity`
public nonisolated struct AnalyticsConnectorActivity: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Connector use recorded while members had Chat and Cowork unified (Cowork's
    /// features inside claude.ai chat) turned on, split into chat conversations and
    /// Cowork sessions. A count is null in date-range mode where it cannot be computed.
    /// Omitted from the response where Chat and Cowork unified is not available.
    public var chatCoworkUnifiedMetrics: AnalyticsConnectorChatCoworkUnifiedMetrics?

    /// Claude.ai activity metrics for a single connector on a given day.
    public var chatMetrics: AnalyticsConnectorChatMetrics

    /// Claude Code activity metrics for a single connector on a given day.
    public var claudeCodeMetrics: AnalyticsConnectorClaudeCodeMetrics

    /// Human-readable display name for rows whose `connector_name` is an opaque
    /// connector id rather than a readable name, resolved at request time from the
    /// organization's connectors (including connectors that have since been removed).
    /// `connector_name` remains the row's stable key for sorting and pagination, and
    /// `filter[]=connector_name:{value}` also matches these rows by display name.
    /// Display names are not unique, and the same connector's claude.ai usage can
    /// appear under a separate row with a readable `connector_name`. Null when
    /// `connector_name` is already a readable name, when the id cannot be resolved to
    /// one of the organization's connectors, or when display-name resolution is not
    /// enabled for this organization.
    public var connectorDisplayName: String?

    /// Name of the connector.
    ///
    /// Some rows carry an opaque connector id here instead of a readable name;
    /// `connector_display_name` holds the resolved name for those rows.
    public var connectorName: String

    /// Cowork activity metrics for a single connector on a given day.
    public var coworkMetrics: AnalyticsConnectorCoworkMetrics

    /// Number of distinct users who used the connector on the requested day, or, in
    /// date-range mode, over the requested window — recomputed as an exact distinct
    /// count over the window's per-member daily rows, never a sum of per-day values.
    public var distinctUserCount: Int

    /// Number of distinct users whose use of this connector on the requested day ran on
    /// their own individual credential, connected through their own consent flow.
    /// Companion bucket to `managed_auth_distinct_user_count`, which carries the
    /// measurement, attribution, and null rules. Users whose requests used no stored
    /// credential count in neither bucket.
    public var individualAuthDistinctUserCount: Int?

    /// Number of distinct users whose use of this connector on the requested day ran on
    /// Enterprise Managed Auth (an organization-managed credential provisioned through
    /// the organization's identity provider), read from the token record each request
    /// used. Null, never 0, when managed-auth reporting is not enabled for the
    /// organization, the value cannot be attributed to the row, no credentialed
    /// requests and no managed-token mint events (a managed credential being
    /// provisioned for a user's use of the connector) were observed that day, or the
    /// day predates 2026-07-01, the first day the backing data exists (forward-only
    /// data, no backfill). When credentialed requests or mint events were observed and
    /// attributed, both managed-auth fields populate, reporting 0 for a bucket with no
    /// users; the two counts are independent, not a partition — a user whose requests
    /// that day used both kinds of credential counts in both. Mint events carry user
    /// but not surface attribution, so they count as observed auth activity on
    /// `user_id` and `rbac_group_id` cuts — attributed to the user the credential was
    /// provisioned for — but never on a cut that references `product` (group or
    /// filter). Date-range rollup mode (`starting_date`/`ending_date`) computes both
    /// fields exactly over the window — distinct users with at least one qualifying day
    /// — when the whole window starts on or after 2026-07-01, with the null-versus-0
    /// and mint-event rules applying with the window in place of the day; a range
    /// starting earlier reports every managed-auth field as null, never a
    /// partial-window value.
    public var managedAuthDistinctUserCount: Int?

    /// Office Agent activity metrics for a single connector on a given day, broken out
    /// by Office product.
    public var officeMetrics: AnalyticsConnectorOfficeMetrics

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

    /// Number of connector tool calls on the requested day whose trusted read-only
    /// annotation marked them read-only. Call count, not distinct users. Every call
    /// recorded on a classified surface lands in exactly one of `read_call_count`,
    /// `write_call_count`, or `unclassified_call_count`, so the three sum to the day's
    /// classified calls. Classification is forward-only per surface: claude.ai from
    /// 2026-06-01, Claude Code from 2026-05-30, Claude in Office from 2026-05-29,
    /// Cowork from 2026-06-02 (Cowork clients predating annotation forwarding land in
    /// `unclassified_call_count`). Null, never 0, when the value cannot be stated: the
    /// read/write split is not enabled for this organization, or the day predates
    /// 2026-05-29. For a date-range total, sum the per-day values, but treat a window
    /// that extends before 2026-05-29 as null rather than summing only its covered days
    /// — date-range rollup mode (`starting_date`/`ending_date`) applies both rules
    /// server-side.
    public var readCallCount: Int?

    /// Number of connector tool calls on the requested day with no trusted read-only
    /// annotation — the annotation is optional in the MCP spec and is discarded when
    /// connector access controls are active, so unclassified calls are common. This
    /// field shows how much of the day's classified activity the read/write split
    /// actually covers. Call count, not distinct users. One of the three
    /// call-classification buckets; see `read_call_count` for the per-surface
    /// data-start dates, null conditions, and date-range guidance.
    public var unclassifiedCallCount: Int?

    /// Tagged user identifier (e.g.
    ///
    /// `user_...`). Present only when the request grouped by `user_id`.
    public var userID: String?

    /// Number of connector tool calls on the requested day whose trusted read-only
    /// annotation marked them not read-only. Call count, not distinct users. One of the
    /// three call-classification buckets; see `read_call_count` for the per-surface
    /// data-start dates, null conditions, and date-range guidance.
    public var writeCallCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        chatMetrics: AnalyticsConnectorChatMetrics,
        claudeCodeMetrics: AnalyticsConnectorClaudeCodeMetrics,
        connectorName: String,
        coworkMetrics: AnalyticsConnectorCoworkMetrics,
        distinctUserCount: Int,
        officeMetrics: AnalyticsConnectorOfficeMetrics,
        chatCoworkUnifiedMetrics: AnalyticsConnectorChatCoworkUnifiedMetrics? = nil,
        connectorDisplayName: String? = nil,
        individualAuthDistinctUserCount: Int? = nil,
        managedAuthDistinctUserCount: Int? = nil,
        product: String? = nil,
        rbacGroupID: String? = nil,
        rbacGroupName: String? = nil,
        readCallCount: Int? = nil,
        unclassifiedCallCount: Int? = nil,
        userID: String? = nil,
        writeCallCount: Int? = nil
    ) {
        self.chatCoworkUnifiedMetrics = chatCoworkUnifiedMetrics
        self.chatMetrics = chatMetrics
        self.claudeCodeMetrics = claudeCodeMetrics
        self.connectorDisplayName = connectorDisplayName
        self.connectorName = connectorName
        self.coworkMetrics = coworkMetrics
        self.distinctUserCount = distinctUserCount
        self.individualAuthDistinctUserCount = individualAuthDistinctUserCount
        self.managedAuthDistinctUserCount = managedAuthDistinctUserCount
        self.officeMetrics = officeMetrics
        self.product = product
        self.rbacGroupID = rbacGroupID
        self.rbacGroupName = rbacGroupName
        self.readCallCount = readCallCount
        self.unclassifiedCallCount = unclassifiedCallCount
        self.userID = userID
        self.writeCallCount = writeCallCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            chatMetrics: .emptyValue,
            claudeCodeMetrics: .emptyValue,
            connectorName: .emptyValue,
            coworkMetrics: .emptyValue,
            distinctUserCount: .emptyValue,
            officeMetrics: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.chatCoworkUnifiedMetrics = try container.decodeIfPresent(AnalyticsConnectorChatCoworkUnifiedMetrics.self, forKey: "chat_cowork_unified_metrics")
        self.chatMetrics = try container.decodeRequired(AnalyticsConnectorChatMetrics.self, forKey: "chat_metrics", in: decoder)
        self.claudeCodeMetrics = try container.decodeRequired(AnalyticsConnectorClaudeCodeMetrics.self, forKey: "claude_code_metrics", in: decoder)
        self.connectorDisplayName = try container.decodeIfPresent(String.self, forKey: "connector_display_name")
        self.connectorName = try container.decodeRequired(String.self, forKey: "connector_name", in: decoder)
        self.coworkMetrics = try container.decodeRequired(AnalyticsConnectorCoworkMetrics.self, forKey: "cowork_metrics", in: decoder)
        self.distinctUserCount = try container.decodeRequired(Int.self, forKey: "distinct_user_count", in: decoder)
        self.individualAuthDistinctUserCount = try container.decodeIfPresent(Int.self, forKey: "individual_auth_distinct_user_count")
        self.managedAuthDistinctUserCount = try container.decodeIfPresent(Int.self, forKey: "managed_auth_distinct_user_count")
        self.officeMetrics = try container.decodeRequired(AnalyticsConnectorOfficeMetrics.self, forKey: "office_metrics", in: decoder)
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.rbacGroupName = try container.decodeIfPresent(String.self, forKey: "rbac_group_name")
        self.readCallCount = try container.decodeIfPresent(Int.self, forKey: "read_call_count")
        self.unclassifiedCallCount = try container.decodeIfPresent(Int.self, forKey: "unclassified_call_count")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.writeCallCount = try container.decodeIfPresent(Int.self, forKey: "write_call_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.chatCoworkUnifiedMetrics, forKey: "chat_cowork_unified_metrics")
        try container.encode(self.chatMetrics, forKey: "chat_metrics")
        try container.encode(self.claudeCodeMetrics, forKey: "claude_code_metrics")
        try container.encodeIfPresent(self.connectorDisplayName, forKey: "connector_display_name")
        try container.encode(self.connectorName, forKey: "connector_name")
        try container.encode(self.coworkMetrics, forKey: "cowork_metrics")
        try container.encode(self.distinctUserCount, forKey: "distinct_user_count")
        try container.encodeIfPresent(self.individualAuthDistinctUserCount, forKey: "individual_auth_distinct_user_count")
        try container.encodeIfPresent(self.managedAuthDistinctUserCount, forKey: "managed_auth_distinct_user_count")
        try container.encode(self.officeMetrics, forKey: "office_metrics")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.rbacGroupName, forKey: "rbac_group_name")
        try container.encodeIfPresent(self.readCallCount, forKey: "read_call_count")
        try container.encodeIfPresent(self.unclassifiedCallCount, forKey: "unclassified_call_count")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.writeCallCount, forKey: "write_call_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsConnectorActivity {
    public static var chatCoworkUnifiedMetrics: Self { Self("chat_cowork_unified_metrics") }
    public static var connectorDisplayName: Self { Self("connector_display_name") }
    public static var individualAuthDistinctUserCount: Self { Self("individual_auth_distinct_user_count") }
    public static var managedAuthDistinctUserCount: Self { Self("managed_auth_distinct_user_count") }
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var rbacGroupName: Self { Self("rbac_group_name") }
    public static var readCallCount: Self { Self("read_call_count") }
    public static var unclassifiedCallCount: Self { Self("unclassified_call_count") }
    public static var userID: Self { Self("user_id") }
    public static var writeCallCount: Self { Self("write_call_count") }
}
