// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an UpdateSession request changed at least one field.
///
/// Carries only the fields that changed; absent fields were not part of the update. The new configuration applies from the next turn.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUpdatedEvent`
public nonisolated struct BetaManagedAgentsSessionUpdatedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The session's effective agent configuration after the update.
    ///
    /// Present only when the update changed `agent` (tools or mcp_servers); when
    /// present it is the full materialised snapshot, not a diff.
    public var agent: BetaManagedAgentsSessionAgent?

    /// The session's budget after the update: the new budget when set or replaced, or
    /// null when the update removed it. Present only when the update changed the
    /// budget.
    public var budget: BetaManagedAgentsBudgetLimit?

    /// Unique identifier for this event.
    public var id: String

    /// The session's full metadata bag after the update.
    ///
    /// Present when the update set non-empty metadata; absent when metadata was
    /// unchanged or cleared to empty.
    public var metadata: [String: String]?

    /// Timestamp when the update was applied.
    public var processedAt: String

    /// The session's new title. Present only when the update changed it.
    public var title: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        processedAt: String,
        agent: BetaManagedAgentsSessionAgent? = nil,
        budget: BetaManagedAgentsBudgetLimit? = nil,
        metadata: [String: String]? = nil,
        title: String? = nil
    ) {
        self.agent = agent
        self.budget = budget
        self.id = id
        self.metadata = metadata
        self.processedAt = processedAt
        self.title = title
        self.type = "session.updated"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaManagedAgentsSessionAgent.self, forKey: "agent")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimit.self, forKey: "budget")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.updated")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionUpdatedEvent {
    public static var agent: Self { Self("agent") }
    public static var budget: Self { Self("budget") }
    public static var metadata: Self { Self("metadata") }
    public static var title: Self { Self("title") }
}
