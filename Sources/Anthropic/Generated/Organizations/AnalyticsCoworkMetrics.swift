// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsCoworkMetrics`
public nonisolated struct AnalyticsCoworkMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of tool actions completed in Cowork sessions
    public var actionCount: Int

    /// Number of artifacts created in Cowork sessions: an artifact counts once, on the
    /// day a session first saves it. Counted from 2026-08-17; 0 on earlier days. Exact
    /// in date-range mode: a creation belongs to exactly one day, so the per-day counts
    /// never overlap and their sum over the window is the exact count of distinct
    /// creations in it.
    public var artifactsCreatedCount: Int

    /// Total number of connector invocations in Cowork sessions
    public var connectorsUsedCount: Int

    /// Number of Dispatch (background agent) turns completed
    public var dispatchTurnCount: Int

    /// Number of distinct connectors used in Cowork sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctConnectorsUsedCount: Int?

    /// Number of distinct plugins used in Cowork sessions.
    ///
    /// Null while Cowork plugin-use metrics are not enabled for this organization.
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctPluginsUsedCount: Int?

    /// Number of distinct Cowork sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSessionCount: Int?

    /// Number of distinct skills used in Cowork sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSkillsUsedCount: Int?

    /// Number of successful Edit tool calls in Cowork sessions.
    ///
    /// Null while the file-edit metrics are not enabled for this organization.
    public var editToolCount: Int?

    /// Number of successful file-edit tool calls (Edit, MultiEdit, Write, NotebookEdit)
    /// in Cowork sessions. Null, never 0, while the file-edit metrics are not enabled
    /// for this organization.
    public var fileEditCount: Int?

    /// Number of messages sent in Cowork sessions
    public var messageCount: Int

    /// Number of successful MultiEdit tool calls in Cowork sessions.
    ///
    /// Null while the file-edit metrics are not enabled for this organization.
    public var multiEditToolCount: Int?

    /// Number of successful NotebookEdit tool calls in Cowork sessions.
    ///
    /// Null while the file-edit metrics are not enabled for this organization.
    public var notebookEditToolCount: Int?

    /// Total number of plugin invocations in Cowork sessions.
    ///
    /// Null while Cowork plugin-use metrics are not enabled for this organization.
    public var pluginsUsedCount: Int?

    /// Number of distinct Cowork sessions with at least one successful file-edit tool
    /// call. Null while the file-edit metrics are not enabled for this organization.
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var sessionsWithFileEditsCount: Int?

    /// Total number of skill invocations in Cowork sessions
    public var skillsUsedCount: Int

    /// Number of successful Write tool calls in Cowork sessions.
    ///
    /// Null while the file-edit metrics are not enabled for this organization.
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

nonisolated extension NullableMember where Owner == AnalyticsCoworkMetrics {
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
