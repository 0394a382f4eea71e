// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Record of a client side tool invocation initiated by the assistant.
///
/// - Schema: `#/components/schemas/ClientToolCallItem`
public nonisolated struct ClientToolCallItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    /// Type discriminator that is always `chatkit.client_tool_call`.
    public var type: String

    /// Execution status for the tool call.
    public var status: ClientToolCallStatus

    /// Identifier for the client tool call.
    public var callID: String

    /// Tool name that was invoked.
    public var name: String

    /// JSON-encoded arguments that were sent to the tool.
    public var arguments: String

    public var output: String?

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        status: ClientToolCallStatus,
        callID: String,
        name: String,
        arguments: String,
        output: String?
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.client_tool_call"
        self.status = status
        self.callID = callID
        self.name = name
        self.arguments = arguments
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            status: .emptyValue,
            callID: .emptyValue,
            name: .emptyValue,
            arguments: .emptyValue,
            output: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "chatkit.client_tool_call")
        self.status = try container.decodeRequired(ClientToolCallStatus.self, forKey: "status", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: "output")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.output, forKey: "output")
    }
}
