// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when listing MCP tools has completed for an item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventMCPListToolsCompleted`
public struct RealtimeServerEventMCPListToolsCompleted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `mcp_list_tools.completed`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemID: String

    public init(
        eventID: String,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "mcp_list_tools.completed"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_list_tools.completed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when listing MCP tools has failed for an item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventMCPListToolsFailed`
public struct RealtimeServerEventMCPListToolsFailed: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `mcp_list_tools.failed`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemID: String

    public init(
        eventID: String,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "mcp_list_tools.failed"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_list_tools.failed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when listing MCP tools is in progress for an item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventMCPListToolsInProgress`
public struct RealtimeServerEventMCPListToolsInProgress: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `mcp_list_tools.in_progress`.
    public var type: String

    /// The ID of the MCP list tools item.
    public var itemID: String

    public init(
        eventID: String,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "mcp_list_tools.in_progress"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_list_tools.in_progress")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}
