// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An invocation of a tool on an MCP server.
///
/// - Schema: `#/components/schemas/MCPToolCall`
public nonisolated struct MCPToolCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the item. Always `mcp_call`.
    public var type: String

    /// The unique ID of the tool call.
    public var id: String

    /// The label of the MCP server running the tool.
    public var serverLabel: String

    /// The name of the tool that was run.
    public var name: String

    /// A JSON string of the arguments passed to the tool.
    public var arguments: String

    public var output: String?

    /// The error from the tool call, if any.
    public var error: MCPToolCallError?

    /// The status of the tool call. One of `in_progress`, `completed`, `incomplete`, `calling`, or `failed`.
    public var status: MCPToolCallStatus?

    public var approvalRequestID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        serverLabel: String,
        name: String,
        arguments: String,
        output: String? = nil,
        error: MCPToolCallError? = nil,
        status: MCPToolCallStatus? = nil,
        approvalRequestID: String? = nil
    ) {
        self.type = "mcp_call"
        self.id = id
        self.serverLabel = serverLabel
        self.name = name
        self.arguments = arguments
        self.output = output
        self.error = error
        self.status = status
        self.approvalRequestID = approvalRequestID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            serverLabel: .emptyValue,
            name: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: "output")
        self.error = try container.decodeIfPresent(MCPToolCallError.self, forKey: "error")
        self.status = try container.decodeIfPresent(MCPToolCallStatus.self, forKey: "status")
        self.approvalRequestID = try container.decodeIfPresent(String.self, forKey: "approval_request_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.arguments, forKey: "arguments")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encodeIfPresent(self.approvalRequestID, forKey: "approval_request_id")
    }
}

nonisolated extension NullableMember where Owner == MCPToolCall {
    public static var output: Self { Self("output") }
    public static var error: Self { Self("error") }
    public static var approvalRequestID: Self { Self("approval_request_id") }
}
