// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when function-call arguments are finalized.
///
/// - Schema: `#/components/schemas/BetaResponseFunctionCallArgumentsDoneEvent`
public nonisolated struct BetaResponseFunctionCallArgumentsDoneEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.done")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.arguments, forKey: "arguments")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseFunctionCallArgumentsDoneEvent {
    public static var agent: Self { Self("agent") }
}
