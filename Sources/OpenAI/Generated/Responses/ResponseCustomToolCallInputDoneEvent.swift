// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event indicating that input for a custom tool call is complete.
///
/// - Schema: `#/components/schemas/ResponseCustomToolCallInputDoneEvent`
public nonisolated struct ResponseCustomToolCallInputDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event type identifier.
    public var type: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The index of the output this event applies to.
    public var outputIndex: Int

    /// Unique identifier for the API item associated with this event.
    public var itemID: String

    /// The complete input data for the custom tool call.
    public var input: String

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        itemID: String,
        input: String
    ) {
        self.type = "response.custom_tool_call_input.done"
        self.sequenceNumber = sequenceNumber
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.input = input
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            input: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.custom_tool_call_input.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.input, forKey: "input")
    }
}
