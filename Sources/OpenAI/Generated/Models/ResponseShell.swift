// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A streaming event that indicated a shell command was added to a tool call.
///
/// - Schema: `#/components/schemas/ResponseShellCallCommandAddedStreamingEvent`
public struct ResponseShellCallCommandAddedStreamingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event, always `response.shell_call_command.added`.
    public var type: String

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The index of the output item that was updated.
    public var outputIndex: Int

    /// The index of the shell command that was added.
    public var commandIndex: Int

    /// The shell command that was added.
    public var command: String

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        commandIndex: Int,
        command: String
    ) {
        self.type = "response.shell_call_command.added"
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

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case outputIndex = "output_index"
        case commandIndex = "command_index"
        case command
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.shell_call_command.added")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: .commandIndex, in: decoder)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.commandIndex, forKey: .commandIndex)
        try container.encode(self.command, forKey: .command)
    }
}

/// A streaming event that indicated a shell command was incrementally updated.
///
/// - Schema: `#/components/schemas/ResponseShellCallCommandDeltaStreamingEvent`
public struct ResponseShellCallCommandDeltaStreamingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event, always `response.shell_call_command.delta`.
    public var type: String

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The index of the output item that was updated.
    public var outputIndex: Int

    /// The index of the shell command that was updated.
    public var commandIndex: Int

    /// The shell command delta that was appended.
    public var delta: String

    /// An obfuscation string that was added to pad the event payload.
    public var obfuscation: String?

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        commandIndex: Int,
        delta: String,
        obfuscation: String? = nil
    ) {
        self.type = "response.shell_call_command.delta"
        self.sequenceNumber = sequenceNumber
        self.outputIndex = outputIndex
        self.commandIndex = commandIndex
        self.delta = delta
        self.obfuscation = obfuscation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            outputIndex: .emptyValue,
            commandIndex: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case outputIndex = "output_index"
        case commandIndex = "command_index"
        case delta
        case obfuscation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.shell_call_command.delta")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: .commandIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: .obfuscation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.commandIndex, forKey: .commandIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.obfuscation, forKey: .obfuscation)
    }
}

/// A streaming event that indicated a shell command was completed.
///
/// - Schema: `#/components/schemas/ResponseShellCallCommandDoneStreamingEvent`
public struct ResponseShellCallCommandDoneStreamingEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case outputIndex = "output_index"
        case commandIndex = "command_index"
        case command
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.shell_call_command.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: .commandIndex, in: decoder)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.commandIndex, forKey: .commandIndex)
        try container.encode(self.command, forKey: .command)
    }
}

/// A streaming event that indicated shell call output was incrementally added.
///
/// - Schema: `#/components/schemas/ResponseShellCallOutputContentDeltaStreamingEvent`
public struct ResponseShellCallOutputContentDeltaStreamingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event, always `response.shell_call_output_content.delta`.
    public var type: String

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The ID of the output item that was updated.
    public var itemID: String

    /// The index of the output item that was updated.
    public var outputIndex: Int

    /// The index of the shell command that produced output.
    public var commandIndex: Int

    /// The stdout/stderr delta that was emitted.
    public var delta: ShellCallOutputDelta

    public init(
        sequenceNumber: Int,
        itemID: String,
        outputIndex: Int,
        commandIndex: Int,
        delta: ShellCallOutputDelta
    ) {
        self.type = "response.shell_call_output_content.delta"
        self.sequenceNumber = sequenceNumber
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.commandIndex = commandIndex
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            commandIndex: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case commandIndex = "command_index"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.shell_call_output_content.delta")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: .commandIndex, in: decoder)
        self.delta = try container.decodeRequired(ShellCallOutputDelta.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.commandIndex, forKey: .commandIndex)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// A streaming event that indicated shell call output was completed.
///
/// - Schema: `#/components/schemas/ResponseShellCallOutputContentDoneStreamingEvent`
public struct ResponseShellCallOutputContentDoneStreamingEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case commandIndex = "command_index"
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.shell_call_output_content.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.commandIndex = try container.decodeRequired(Int.self, forKey: .commandIndex, in: decoder)
        self.output = try container.decodeRequired([FunctionShellCallOutputContent].self, forKey: .output, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.commandIndex, forKey: .commandIndex)
        try container.encode(self.output, forKey: .output)
    }
}
