// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Returned when listing MCP tools has completed for an item.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventMCPListToolsCompleted`
public struct RealtimeBetaServerEventMCPListToolsCompleted: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `mcp_list_tools.completed`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemId: String

    public init(
        eventId: String,
        itemId: String
    ) {
        self.eventId = eventId
        self.type = "mcp_list_tools.completed"
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "mcp_list_tools.completed"
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemId, forKey: .itemId)
    }
}

/// Returned when listing MCP tools has failed for an item.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventMCPListToolsFailed`
public struct RealtimeBetaServerEventMCPListToolsFailed: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `mcp_list_tools.failed`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemId: String

    public init(
        eventId: String,
        itemId: String
    ) {
        self.eventId = eventId
        self.type = "mcp_list_tools.failed"
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "mcp_list_tools.failed"
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemId, forKey: .itemId)
    }
}

/// Returned when listing MCP tools is in progress for an item.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventMCPListToolsInProgress`
public struct RealtimeBetaServerEventMCPListToolsInProgress: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `mcp_list_tools.in_progress`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemId: String

    public init(
        eventId: String,
        itemId: String
    ) {
        self.eventId = eventId
        self.type = "mcp_list_tools.in_progress"
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "mcp_list_tools.in_progress"
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemId, forKey: .itemId)
    }
}
