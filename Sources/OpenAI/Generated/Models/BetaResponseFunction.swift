// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a partial function-call arguments delta.
///
/// - Schema: `#/components/schemas/BetaResponseFunctionCallArgumentsDeltaEvent`
public struct BetaResponseFunctionCallArgumentsDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.function_call_arguments.delta`.
    public var type: String

    /// The ID of the output item that the function-call arguments delta is added to.
    public var itemID: String

    /// The index of the output item that the function-call arguments delta is added to.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The function-call arguments delta that is added.
    public var delta: String

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        delta: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.function_call_arguments.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.function_call_arguments.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Emitted when function-call arguments are finalized.
///
/// - Schema: `#/components/schemas/BetaResponseFunctionCallArgumentsDoneEvent`
public struct BetaResponseFunctionCallArgumentsDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    public var type: String

    /// The ID of the item.
    public var itemID: String

    /// The name of the function that was called.
    public var name: String

    /// The index of the output item.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The function-call arguments.
    public var arguments: String

    public init(
        itemID: String,
        name: String,
        outputIndex: Int,
        sequenceNumber: Int,
        arguments: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
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
            name: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case name
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.function_call_arguments.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.arguments, forKey: .arguments)
    }
}
