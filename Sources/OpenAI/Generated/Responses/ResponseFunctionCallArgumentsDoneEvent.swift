// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when function-call arguments are finalized.
///
/// - Schema: `#/components/schemas/ResponseFunctionCallArgumentsDoneEvent`
public nonisolated struct ResponseFunctionCallArgumentsDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The ID of the item.
    public var itemID: String

    /// The name of the function that was called.
    public var name: String?

    /// The index of the output item.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The function-call arguments.
    public var arguments: String

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        arguments: String,
        name: String? = nil
    ) {
        self.type = "response.function_call_arguments.done"
        self.itemID = itemID
        self.name = name
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.done")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.arguments, forKey: "arguments")
    }
}
