// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A streaming event that indicated a shell command was completed.
///
/// - Schema: `#/components/schemas/ResponseShellCallCommandDoneStreamingEvent`
public nonisolated struct ResponseShellCallCommandDoneStreamingEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event, always `response.shell_call_command.done`.
    public var type: String

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The index of the output item that was updated.
    public var outputIndex: Int

    /// The index of the shell command that was completed.
    public var commandIndex: Int

    /// The final shell command that was emitted.
    public var command: String

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        commandIndex: Int,
        command: String
    ) {
        self.type = "response.shell_call_command.done"
        self.sequenceNumber = sequenceNumber
        self.outputIndex = outputIndex
        self.commandIndex = commandIndex
        self.command = command
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            outputIndex: .emptyValue,
            commandIndex: .emptyValue,
            command: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_command.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.commandIndex, forKey: "command_index")
        try container.encode(self.command, forKey: "command")
    }
}
