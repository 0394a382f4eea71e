// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event representing the result of an agent tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolResultEvent`
public nonisolated struct BetaManagedAgentsAgentToolResultEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.tool_use` event this result corresponds to.
    public var toolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        toolUseID: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "agent.tool_result"
        self.id = id
        self.toolUseID = toolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            toolUseID: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.tool_result")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encode(self.processedAt, forKey: "processed_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentToolResultEvent {
    public static var isError: Self { Self("is_error") }
}
