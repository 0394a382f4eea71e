// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a partial code snippet is streamed by the code interpreter.
///
/// - Schema: `#/components/schemas/BetaResponseCodeInterpreterCallCodeDeltaEvent`
public struct BetaResponseCodeInterpreterCallCodeDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.code_interpreter_call_code.delta`.
    public var type: String

    /// The index of the output item in the response for which the code is being streamed.
    public var outputIndex: Int

    /// The unique identifier of the code interpreter tool call item.
    public var itemID: String

    /// The partial code snippet being streamed by the code interpreter.
    public var delta: String

    /// The sequence number of this event, used to order streaming events.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        delta: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.code_interpreter_call_code.delta"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.delta = delta
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            delta: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case delta
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.code_interpreter_call_code.delta")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the code snippet is finalized by the code interpreter.
///
/// - Schema: `#/components/schemas/BetaResponseCodeInterpreterCallCodeDoneEvent`
public struct BetaResponseCodeInterpreterCallCodeDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

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
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
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

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case code
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.code_interpreter_call_code.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the code interpreter call is completed.
///
/// - Schema: `#/components/schemas/BetaResponseCodeInterpreterCallCompletedEvent`
public struct BetaResponseCodeInterpreterCallCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.code_interpreter_call.completed`.
    public var type: String

    /// The index of the output item in the response for which the code interpreter call is completed.
    public var outputIndex: Int

    /// The unique identifier of the code interpreter tool call item.
    public var itemID: String

    /// The sequence number of this event, used to order streaming events.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.code_interpreter_call.completed"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.code_interpreter_call.completed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a code interpreter call is in progress.
///
/// - Schema: `#/components/schemas/BetaResponseCodeInterpreterCallInProgressEvent`
public struct BetaResponseCodeInterpreterCallInProgressEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.code_interpreter_call.in_progress`.
    public var type: String

    /// The index of the output item in the response for which the code interpreter call is in progress.
    public var outputIndex: Int

    /// The unique identifier of the code interpreter tool call item.
    public var itemID: String

    /// The sequence number of this event, used to order streaming events.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.code_interpreter_call.in_progress"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.code_interpreter_call.in_progress")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the code interpreter is actively interpreting the code snippet.
///
/// - Schema: `#/components/schemas/BetaResponseCodeInterpreterCallInterpretingEvent`
public struct BetaResponseCodeInterpreterCallInterpretingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.code_interpreter_call.interpreting`.
    public var type: String

    /// The index of the output item in the response for which the code interpreter is interpreting code.
    public var outputIndex: Int

    /// The unique identifier of the code interpreter tool call item.
    public var itemID: String

    /// The sequence number of this event, used to order streaming events.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.code_interpreter_call.interpreting"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.code_interpreter_call.interpreting")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}
