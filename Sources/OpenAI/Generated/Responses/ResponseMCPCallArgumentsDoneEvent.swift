// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the arguments for an MCP tool call are finalized.
///
/// - Schema: `#/components/schemas/ResponseMCPCallArgumentsDoneEvent`
public nonisolated struct ResponseMCPCallArgumentsDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always 'response.mcp_call_arguments.done'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the MCP tool call item being processed.
    public var itemID: String

    /// A JSON string containing the finalized arguments for the MCP tool call.
    public var arguments: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        arguments: String,
        sequenceNumber: Int
    ) {
        self.type = "response.mcp_call_arguments.done"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.arguments = arguments
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            arguments: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call_arguments.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
