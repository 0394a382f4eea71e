// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when an MCP tool call has completed successfully.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallCompleted`
public nonisolated struct RealtimeServerEventResponseMCPCallCompleted: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.completed`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.completed"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call.completed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
    }
}
