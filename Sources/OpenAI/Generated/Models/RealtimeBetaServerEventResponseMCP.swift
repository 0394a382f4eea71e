// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when MCP tool call arguments are updated during response generation.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseMCPCallArgumentsDelta`
public struct RealtimeBetaServerEventResponseMCPCallArgumentsDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The JSON-encoded arguments delta.
    public var delta: String

    public var obfuscation: String?

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        delta: String,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.delta = delta
        self.obfuscation = obfuscation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case delta
        case obfuscation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call_arguments.delta")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: .obfuscation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.obfuscation, forKey: .obfuscation)
    }
}

/// Returned when MCP tool call arguments are finalized during response generation.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseMCPCallArgumentsDone`
public struct RealtimeBetaServerEventResponseMCPCallArgumentsDone: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The final JSON-encoded arguments string.
    public var arguments: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        arguments: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call_arguments.done")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// Returned when an MCP tool call has completed successfully.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseMCPCallCompleted`
public struct RealtimeBetaServerEventResponseMCPCallCompleted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.completed`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.completed"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.completed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when an MCP tool call has failed.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseMCPCallFailed`
public struct RealtimeBetaServerEventResponseMCPCallFailed: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.failed`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.failed"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.failed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when an MCP tool call has started and is in progress.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseMCPCallInProgress`
public struct RealtimeBetaServerEventResponseMCPCallInProgress: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.in_progress`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.in_progress"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.mcp_call.in_progress")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}
