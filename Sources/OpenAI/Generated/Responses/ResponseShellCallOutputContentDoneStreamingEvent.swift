// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A streaming event that indicated shell call output was completed.
///
/// - Schema: `#/components/schemas/ResponseShellCallOutputContentDoneStreamingEvent`
public nonisolated struct ResponseShellCallOutputContentDoneStreamingEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event, always `response.shell_call_output_content.done`.
    public var type: String

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The ID of the output item that was updated.
    public var itemID: String

    /// The index of the output item that was updated.
    public var outputIndex: Int

    /// The index of the shell command that produced output.
    public var commandIndex: Int

    /// The output contents emitted for the shell command.
    public var output: [FunctionShellCallOutputContent]

    public init(
        sequenceNumber: Int,
        itemID: String,
        outputIndex: Int,
        commandIndex: Int,
        output: [FunctionShellCallOutputContent]
    ) {
        self.type = "response.shell_call_output_content.done"
        self.sequenceNumber = sequenceNumber
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.commandIndex = commandIndex
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            commandIndex: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_output_content.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
        self.output = try container.decodeRequired([FunctionShellCallOutputContent].self, forKey: "output", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.commandIndex, forKey: "command_index")
        try container.encode(self.output, forKey: "output")
    }
}
