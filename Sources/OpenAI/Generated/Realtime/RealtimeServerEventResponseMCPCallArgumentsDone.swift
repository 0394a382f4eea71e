// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when MCP tool call arguments are finalized during response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallArgumentsDone`
public nonisolated struct RealtimeServerEventResponseMCPCallArgumentsDone: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The final JSON-encoded arguments string.
    public var arguments: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        arguments: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call_arguments.done")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.arguments, forKey: "arguments")
    }
}
