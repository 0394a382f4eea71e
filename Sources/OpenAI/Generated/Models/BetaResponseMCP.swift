// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a delta (partial update) to the arguments of an MCP tool call.
///
/// - Schema: `#/components/schemas/BetaResponseMCPCallArgumentsDeltaEvent`
public struct BetaResponseMCPCallArgumentsDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_call_arguments.delta'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the MCP tool call item being processed.
    public var itemID: String

    /// A JSON string containing the partial update to the arguments for the MCP tool call.
    public var delta: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        delta: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_call_arguments.delta"
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call_arguments.delta")
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

/// Emitted when the arguments for an MCP tool call are finalized.
///
/// - Schema: `#/components/schemas/BetaResponseMCPCallArgumentsDoneEvent`
public struct BetaResponseMCPCallArgumentsDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_call_arguments.done'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the MCP tool call item being processed.
    public var itemID: String

    /// A JSON string containing the finalized arguments for the MCP tool call.
    public var arguments: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        arguments: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_call_arguments.done"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.arguments = arguments
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            arguments: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case arguments
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call_arguments.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when an MCP  tool call has completed successfully.
///
/// - Schema: `#/components/schemas/BetaResponseMCPCallCompletedEvent`
public struct BetaResponseMCPCallCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_call.completed'.
    public var type: String

    /// The ID of the MCP tool call item that completed.
    public var itemID: String

    /// The index of the output item that completed.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_call.completed"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.completed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when an MCP  tool call has failed.
///
/// - Schema: `#/components/schemas/BetaResponseMCPCallFailedEvent`
public struct BetaResponseMCPCallFailedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_call.failed'.
    public var type: String

    /// The ID of the MCP tool call item that failed.
    public var itemID: String

    /// The index of the output item that failed.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_call.failed"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.failed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when an MCP  tool call is in progress.
///
/// - Schema: `#/components/schemas/BetaResponseMCPCallInProgressEvent`
public struct BetaResponseMCPCallInProgressEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_call.in_progress'.
    public var type: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the MCP tool call item being processed.
    public var itemID: String

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        itemID: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_call.in_progress"
        self.sequenceNumber = sequenceNumber
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case sequenceNumber = "sequence_number"
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.in_progress")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Emitted when the list of available MCP tools has been successfully retrieved.
///
/// - Schema: `#/components/schemas/BetaResponseMCPListToolsCompletedEvent`
public struct BetaResponseMCPListToolsCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_list_tools.completed'.
    public var type: String

    /// The ID of the MCP tool call item that produced this output.
    public var itemID: String

    /// The index of the output item that was processed.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_list_tools.completed"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_list_tools.completed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the attempt to list available MCP tools has failed.
///
/// - Schema: `#/components/schemas/BetaResponseMCPListToolsFailedEvent`
public struct BetaResponseMCPListToolsFailedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_list_tools.failed'.
    public var type: String

    /// The ID of the MCP tool call item that failed.
    public var itemID: String

    /// The index of the output item that failed.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_list_tools.failed"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_list_tools.failed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the system is in the process of retrieving the list of available MCP tools.
///
/// - Schema: `#/components/schemas/BetaResponseMCPListToolsInProgressEvent`
public struct BetaResponseMCPListToolsInProgressEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.mcp_list_tools.in_progress'.
    public var type: String

    /// The ID of the MCP tool call item that is being processed.
    public var itemID: String

    /// The index of the output item that is being processed.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.mcp_list_tools.in_progress"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_list_tools.in_progress")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}
