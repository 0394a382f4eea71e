// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event representing the result of an MCP tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentMcpToolResultEvent`
public nonisolated struct BetaManagedAgentsAgentMcpToolResultEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.mcp_tool_use` event this result corresponds to.
    public var mcpToolUseID: String

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
        mcpToolUseID: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "agent.mcp_tool_result"
        self.id = id
        self.mcpToolUseID = mcpToolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            mcpToolUseID: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.mcp_tool_result")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.mcpToolUseID = try container.decodeRequired(String.self, forKey: "mcp_tool_use_id", in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.mcpToolUseID, forKey: "mcp_tool_use_id")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encode(self.processedAt, forKey: "processed_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentMcpToolResultEvent {
    public static var isError: Self { Self("is_error") }
}
