// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork session activity recorded while members had Chat and Cowork
/// unified turned on.
///
/// - Schema: `#/components/schemas/AnalyticsChatCoworkUnifiedSessionsMetrics`
public nonisolated struct AnalyticsChatCoworkUnifiedSessionsMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Same measure as `cowork_metrics.action_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var actionCount: Int

    /// Same measure as `cowork_metrics.artifacts_created_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on. Exact in date-range mode: a
    /// creation belongs to exactly one day, so the per-day counts never overlap and
    /// their sum over the window is the exact count of distinct creations in it.
    public var artifactsCreatedCount: Int

    /// Same measure as `cowork_metrics.connectors_used_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on.
    public var connectorsUsedCount: Int

    /// Same measure as `cowork_metrics.dispatch_turn_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on.
    public var dispatchTurnCount: Int

    /// Same measure as `cowork_metrics.distinct_connectors_used_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var distinctConnectorsUsedCount: Int?

    /// Same measure as `cowork_metrics.distinct_plugins_used_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var distinctPluginsUsedCount: Int?

    /// Same measure as `cowork_metrics.distinct_session_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on. Approximate (HLL, typical
    /// error <2%) in date-range mode. Null on aggregated rows where a distinct count
    /// cannot be computed.
    public var distinctSessionCount: Int?

    /// Same measure as `cowork_metrics.distinct_skills_used_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var distinctSkillsUsedCount: Int?

    /// Same measure as `cowork_metrics.edit_tool_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var editToolCount: Int?

    /// Same measure as `cowork_metrics.file_edit_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var fileEditCount: Int?

    /// Same measure as `cowork_metrics.message_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var messageCount: Int

    /// Same measure as `cowork_metrics.multi_edit_tool_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on. Claude no longer has a
    /// multi-edit tool, so expect 0 when not null; each edit is now a separate Edit
    /// tool call, counted in `edit_tool_count` and `file_edit_count`.
    public var multiEditToolCount: Int?

    /// Same measure as `cowork_metrics.notebook_edit_tool_count`, for activity recorded
    /// while members had Chat and Cowork unified turned on.
    public var notebookEditToolCount: Int?

    /// Same measure as `cowork_metrics.plugins_used_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var pluginsUsedCount: Int?

    /// Same measure as `cowork_metrics.sessions_with_file_edits_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var sessionsWithFileEditsCount: Int?

    /// Same measure as `cowork_metrics.skills_used_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var skillsUsedCount: Int

    /// Same measure as `cowork_metrics.write_tool_count`, for activity recorded while
    /// members had Chat and Cowork unified turned on.
    public var writeToolCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        actionCount: Int,
        artifactsCreatedCount: Int,
        connectorsUsedCount: Int,
        dispatchTurnCount: Int,
        messageCount: Int,
        skillsUsedCount: Int,
        distinctConnectorsUsedCount: Int? = nil,
        distinctPluginsUsedCount: Int? = nil,
        distinctSessionCount: Int? = nil,
        distinctSkillsUsedCount: Int? = nil,
        editToolCount: Int? = nil,
        fileEditCount: Int? = nil,
        multiEditToolCount: Int? = nil,
        notebookEditToolCount: Int? = nil,
        pluginsUsedCount: Int? = nil,
        sessionsWithFileEditsCount: Int? = nil,
        writeToolCount: Int? = nil
    ) {
        self.actionCount = actionCount
        self.artifactsCreatedCount = artifactsCreatedCount
        self.connectorsUsedCount = connectorsUsedCount
        self.dispatchTurnCount = dispatchTurnCount
        self.distinctConnectorsUsedCount = distinctConnectorsUsedCount
        self.distinctPluginsUsedCount = distinctPluginsUsedCount
        self.distinctSessionCount = distinctSessionCount
        self.distinctSkillsUsedCount = distinctSkillsUsedCount
        self.editToolCount = editToolCount
        self.fileEditCount = fileEditCount
        self.messageCount = messageCount
        self.multiEditToolCount = multiEditToolCount
        self.notebookEditToolCount = notebookEditToolCount
        self.pluginsUsedCount = pluginsUsedCount
        self.sessionsWithFileEditsCount = sessionsWithFileEditsCount
        self.skillsUsedCount = skillsUsedCount
        self.writeToolCount = writeToolCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            actionCount: .emptyValue,
            artifactsCreatedCount: .emptyValue,
            connectorsUsedCount: .emptyValue,
            dispatchTurnCount: .emptyValue,
            messageCount: .emptyValue,
            skillsUsedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.actionCount = try container.decodeRequired(Int.self, forKey: "action_count", in: decoder)
        self.artifactsCreatedCount = try container.decodeRequired(Int.self, forKey: "artifacts_created_count", in: decoder)
        self.connectorsUsedCount = try container.decodeRequired(Int.self, forKey: "connectors_used_count", in: decoder)
        self.dispatchTurnCount = try container.decodeRequired(Int.self, forKey: "dispatch_turn_count", in: decoder)
        self.distinctConnectorsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_connectors_used_count")
        self.distinctPluginsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_plugins_used_count")
        self.distinctSessionCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_count")
        self.distinctSkillsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_skills_used_count")
        self.editToolCount = try container.decodeIfPresent(Int.self, forKey: "edit_tool_count")
        self.fileEditCount = try container.decodeIfPresent(Int.self, forKey: "file_edit_count")
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.multiEditToolCount = try container.decodeIfPresent(Int.self, forKey: "multi_edit_tool_count")
        self.notebookEditToolCount = try container.decodeIfPresent(Int.self, forKey: "notebook_edit_tool_count")
        self.pluginsUsedCount = try container.decodeIfPresent(Int.self, forKey: "plugins_used_count")
        self.sessionsWithFileEditsCount = try container.decodeIfPresent(Int.self, forKey: "sessions_with_file_edits_count")
        self.skillsUsedCount = try container.decodeRequired(Int.self, forKey: "skills_used_count", in: decoder)
        self.writeToolCount = try container.decodeIfPresent(Int.self, forKey: "write_tool_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.actionCount, forKey: "action_count")
        try container.encode(self.artifactsCreatedCount, forKey: "artifacts_created_count")
        try container.encode(self.connectorsUsedCount, forKey: "connectors_used_count")
        try container.encode(self.dispatchTurnCount, forKey: "dispatch_turn_count")
        try container.encodeIfPresent(self.distinctConnectorsUsedCount, forKey: "distinct_connectors_used_count")
        try container.encodeIfPresent(self.distinctPluginsUsedCount, forKey: "distinct_plugins_used_count")
        try container.encodeIfPresent(self.distinctSessionCount, forKey: "distinct_session_count")
        try container.encodeIfPresent(self.distinctSkillsUsedCount, forKey: "distinct_skills_used_count")
        try container.encodeIfPresent(self.editToolCount, forKey: "edit_tool_count")
        try container.encodeIfPresent(self.fileEditCount, forKey: "file_edit_count")
        try container.encode(self.messageCount, forKey: "message_count")
        try container.encodeIfPresent(self.multiEditToolCount, forKey: "multi_edit_tool_count")
        try container.encodeIfPresent(self.notebookEditToolCount, forKey: "notebook_edit_tool_count")
        try container.encodeIfPresent(self.pluginsUsedCount, forKey: "plugins_used_count")
        try container.encodeIfPresent(self.sessionsWithFileEditsCount, forKey: "sessions_with_file_edits_count")
        try container.encode(self.skillsUsedCount, forKey: "skills_used_count")
        try container.encodeIfPresent(self.writeToolCount, forKey: "write_tool_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsChatCoworkUnifiedSessionsMetrics {
    public static var distinctConnectorsUsedCount: Self { Self("distinct_connectors_used_count") }
    public static var distinctPluginsUsedCount: Self { Self("distinct_plugins_used_count") }
    public static var distinctSessionCount: Self { Self("distinct_session_count") }
    public static var distinctSkillsUsedCount: Self { Self("distinct_skills_used_count") }
    public static var editToolCount: Self { Self("edit_tool_count") }
    public static var fileEditCount: Self { Self("file_edit_count") }
    public static var multiEditToolCount: Self { Self("multi_edit_tool_count") }
    public static var notebookEditToolCount: Self { Self("notebook_edit_tool_count") }
    public static var pluginsUsedCount: Self { Self("plugins_used_count") }
    public static var sessionsWithFileEditsCount: Self { Self("sessions_with_file_edits_count") }
    public static var writeToolCount: Self { Self("write_tool_count") }
}
