// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when MCP tool call arguments are updated during response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallArgumentsDelta`
public nonisolated struct RealtimeServerEventResponseMCPCallArgumentsDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The JSON-encoded arguments delta.
    public var delta: String

    public var obfuscation: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        delta: String,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.delta = delta
        self.obfuscation = obfuscation
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call_arguments.delta")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.delta, forKey: "delta")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
    }
}

nonisolated extension NullableMember where Owner == RealtimeServerEventResponseMCPCallArgumentsDelta {
    public static var obfuscation: Self { Self("obfuscation") }
}
