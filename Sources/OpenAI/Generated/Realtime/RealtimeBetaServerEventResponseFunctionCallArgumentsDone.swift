// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the model-generated function call arguments are done streaming.
/// Also emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseFunctionCallArgumentsDone`
public nonisolated struct RealtimeBetaServerEventResponseFunctionCallArgumentsDone: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.function_call_arguments.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the function call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the function call.
    public var callID: String

    /// The name of the function that was called.
    public var name: String

    /// The final arguments as a JSON string.
    public var arguments: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        callID: String,
        name: String,
        arguments: String
    ) {
        self.eventID = eventID
        self.type = "response.function_call_arguments.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.callID = callID
        self.name = name
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            callID: .emptyValue,
            name: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.done")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.arguments, forKey: "arguments")
    }
}
