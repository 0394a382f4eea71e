// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the code snippet is finalized by the code interpreter.
///
/// - Schema: `#/components/schemas/ResponseCodeInterpreterCallCodeDoneEvent`
public nonisolated struct ResponseCodeInterpreterCallCodeDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.code_interpreter_call_code.done`.
    public var type: String

    /// The index of the output item in the response for which the code is finalized.
    public var outputIndex: Int

    /// The unique identifier of the code interpreter tool call item.
    public var itemID: String

    /// The final code snippet output by the code interpreter.
    public var code: String

    /// The sequence number of this event, used to order streaming events.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        code: String,
        sequenceNumber: Int
    ) {
        self.type = "response.code_interpreter_call_code.done"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.code = code
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            code: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call_code.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
