// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-project activity data for a given day.
///
/// - Schema: `#/components/schemas/AnalyticsProjectActivity`
public nonisolated struct AnalyticsProjectActivity: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Project creation timestamp in RFC 3339 format.
    ///
    /// Null if the project was deleted before attribution was recorded.
    public var createdAt: String?

    /// User who created the project.
    ///
    /// Null if the project was deleted before attribution was recorded, or if the
    /// creator's account no longer exists.
    public var createdBy: AnalyticsUser?

    /// Number of distinct conversations in the project.
    ///
    /// Null on aggregated rows where a distinct count cannot be computed.
    public var distinctConversationCount: Int?

    /// Number of distinct users who used the project on the requested day, or, in
    /// date-range mode, over the requested window — recomputed as an exact distinct
    /// count over the window's per-member daily rows, never a sum of per-day values.
    public var distinctUserCount: Int

    /// Number of messages sent in the project on the requested day
    public var messageCount: Int

    /// Tagged project identifier (e.g. `claude_proj_...`)
    public var projectID: String

    /// Name of the project
    public var projectName: String

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
        distinctUserCount: Int,
        messageCount: Int,
        projectID: String,
        projectName: String,
        createdAt: String? = nil,
        createdBy: AnalyticsUser? = nil,
        distinctConversationCount: Int? = nil,
        rbacGroupID: String? = nil,
        rbacGroupName: String? = nil,
        userID: String? = nil
    ) {
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.distinctConversationCount = distinctConversationCount
        self.distinctUserCount = distinctUserCount
        self.messageCount = messageCount
        self.projectID = projectID
        self.projectName = projectName
        self.rbacGroupID = rbacGroupID
        self.rbacGroupName = rbacGroupName
        self.userID = userID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            distinctUserCount: .emptyValue,
            messageCount: .emptyValue,
            projectID: .emptyValue,
            projectName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeIfPresent(String.self, forKey: "created_at")
        self.createdBy = try container.decodeIfPresent(AnalyticsUser.self, forKey: "created_by")
        self.distinctConversationCount = try container.decodeIfPresent(Int.self, forKey: "distinct_conversation_count")
        self.distinctUserCount = try container.decodeRequired(Int.self, forKey: "distinct_user_count", in: decoder)
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.projectName = try container.decodeRequired(String.self, forKey: "project_name", in: decoder)
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.rbacGroupName = try container.decodeIfPresent(String.self, forKey: "rbac_group_name")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
        try container.encodeIfPresent(self.distinctConversationCount, forKey: "distinct_conversation_count")
        try container.encode(self.distinctUserCount, forKey: "distinct_user_count")
        try container.encode(self.messageCount, forKey: "message_count")
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.projectName, forKey: "project_name")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.rbacGroupName, forKey: "rbac_group_name")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsProjectActivity {
    public static var createdAt: Self { Self("created_at") }
    public static var createdBy: Self { Self("created_by") }
    public static var distinctConversationCount: Self { Self("distinct_conversation_count") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var rbacGroupName: Self { Self("rbac_group_name") }
    public static var userID: Self { Self("user_id") }
}
