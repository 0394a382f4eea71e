// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude.ai activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsChatMetrics`
public nonisolated struct AnalyticsChatMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of MCP connector invocations.
    public var connectorsUsedCount: Int

    /// Number of distinct artifacts created.
    ///
    /// Exact in date-range mode: a creation belongs to exactly one day, so the per-day
    /// counts never overlap and their sum over the window is the exact count of
    /// distinct creations in it.
    public var distinctArtifactsCreatedCount: Int

    /// Distinct claude.ai connectors this user used.
    ///
    /// Excludes calls whose connector could not be identified and all calls from
    /// organizations with zero data retention. Approximate (HLL, typical error <2%) in
    /// date-range mode. Null on aggregated rows where a distinct count cannot be
    /// computed.
    public var distinctConnectorsUsedCount: Int?

    /// Number of distinct conversations the user participated in.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctConversationCount: Int?

    /// Number of distinct files uploaded.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctFilesUploadedCount: Int?

    /// Number of distinct projects created.
    ///
    /// Exact in date-range mode: a creation belongs to exactly one day, so the per-day
    /// counts never overlap and their sum over the window is the exact count of
    /// distinct creations in it.
    public var distinctProjectsCreatedCount: Int

    /// Number of distinct projects used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctProjectsUsedCount: Int?

    /// Number of distinct shared artifacts the user viewed.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSharedArtifactsViewedCount: Int?

    /// Number of distinct skills used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSkillsUsedCount: Int?

    /// Number of messages sent
    public var messageCount: Int

    /// Number of times the user opened a shared conversation in a project
    public var sharedConversationsViewedCount: Int

    /// Number of messages that used extended thinking
    public var thinkingMessageCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        connectorsUsedCount: Int,
        distinctArtifactsCreatedCount: Int,
        distinctProjectsCreatedCount: Int,
        messageCount: Int,
        sharedConversationsViewedCount: Int,
        thinkingMessageCount: Int,
        distinctConnectorsUsedCount: Int? = nil,
        distinctConversationCount: Int? = nil,
        distinctFilesUploadedCount: Int? = nil,
        distinctProjectsUsedCount: Int? = nil,
        distinctSharedArtifactsViewedCount: Int? = nil,
        distinctSkillsUsedCount: Int? = nil
    ) {
        self.connectorsUsedCount = connectorsUsedCount
        self.distinctArtifactsCreatedCount = distinctArtifactsCreatedCount
        self.distinctConnectorsUsedCount = distinctConnectorsUsedCount
        self.distinctConversationCount = distinctConversationCount
        self.distinctFilesUploadedCount = distinctFilesUploadedCount
        self.distinctProjectsCreatedCount = distinctProjectsCreatedCount
        self.distinctProjectsUsedCount = distinctProjectsUsedCount
        self.distinctSharedArtifactsViewedCount = distinctSharedArtifactsViewedCount
        self.distinctSkillsUsedCount = distinctSkillsUsedCount
        self.messageCount = messageCount
        self.sharedConversationsViewedCount = sharedConversationsViewedCount
        self.thinkingMessageCount = thinkingMessageCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            connectorsUsedCount: .emptyValue,
            distinctArtifactsCreatedCount: .emptyValue,
            distinctProjectsCreatedCount: .emptyValue,
            messageCount: .emptyValue,
            sharedConversationsViewedCount: .emptyValue,
            thinkingMessageCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.connectorsUsedCount = try container.decodeRequired(Int.self, forKey: "connectors_used_count", in: decoder)
        self.distinctArtifactsCreatedCount = try container.decodeRequired(Int.self, forKey: "distinct_artifacts_created_count", in: decoder)
        self.distinctConnectorsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_connectors_used_count")
        self.distinctConversationCount = try container.decodeIfPresent(Int.self, forKey: "distinct_conversation_count")
        self.distinctFilesUploadedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_files_uploaded_count")
        self.distinctProjectsCreatedCount = try container.decodeRequired(Int.self, forKey: "distinct_projects_created_count", in: decoder)
        self.distinctProjectsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_projects_used_count")
        self.distinctSharedArtifactsViewedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_shared_artifacts_viewed_count")
        self.distinctSkillsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_skills_used_count")
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.sharedConversationsViewedCount = try container.decodeRequired(Int.self, forKey: "shared_conversations_viewed_count", in: decoder)
        self.thinkingMessageCount = try container.decodeRequired(Int.self, forKey: "thinking_message_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.connectorsUsedCount, forKey: "connectors_used_count")
        try container.encode(self.distinctArtifactsCreatedCount, forKey: "distinct_artifacts_created_count")
        try container.encodeIfPresent(self.distinctConnectorsUsedCount, forKey: "distinct_connectors_used_count")
        try container.encodeIfPresent(self.distinctConversationCount, forKey: "distinct_conversation_count")
        try container.encodeIfPresent(self.distinctFilesUploadedCount, forKey: "distinct_files_uploaded_count")
        try container.encode(self.distinctProjectsCreatedCount, forKey: "distinct_projects_created_count")
        try container.encodeIfPresent(self.distinctProjectsUsedCount, forKey: "distinct_projects_used_count")
        try container.encodeIfPresent(self.distinctSharedArtifactsViewedCount, forKey: "distinct_shared_artifacts_viewed_count")
        try container.encodeIfPresent(self.distinctSkillsUsedCount, forKey: "distinct_skills_used_count")
        try container.encode(self.messageCount, forKey: "message_count")
        try container.encode(self.sharedConversationsViewedCount, forKey: "shared_conversations_viewed_count")
        try container.encode(self.thinkingMessageCount, forKey: "thinking_message_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsChatMetrics {
    public static var distinctConnectorsUsedCount: Self { Self("distinct_connectors_used_count") }
    public static var distinctConversationCount: Self { Self("distinct_conversation_count") }
    public static var distinctFilesUploadedCount: Self { Self("distinct_files_uploaded_count") }
    public static var distinctProjectsUsedCount: Self { Self("distinct_projects_used_count") }
    public static var distinctSharedArtifactsViewedCount: Self { Self("distinct_shared_artifacts_viewed_count") }
    public static var distinctSkillsUsedCount: Self { Self("distinct_skills_used_count") }
}
