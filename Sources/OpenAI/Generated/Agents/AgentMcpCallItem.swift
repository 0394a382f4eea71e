// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A call to a tool on an MCP server.
///
/// - Schema: `#/components/schemas/AgentMcpCallItem`
public nonisolated struct AgentMcpCallItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// The arguments passed to the MCP tool.
    public var arguments: JSONValue

    /// The error returned by the MCP tool, if any.
    public var error: JSONValue

    /// The ID of the MCP call item.
    public var id: String

    /// The name of the MCP tool.
    public var name: String

    /// The output returned by the MCP tool, if any.
    public var output: JSONValue

    /// The label of the MCP server.
    public var serverLabel: String

    /// The status of the MCP tool call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `mcp_call`.
    public var type: String

    public init(
        arguments: JSONValue,
        error: JSONValue,
        id: String,
        name: String,
        output: JSONValue,
        serverLabel: String,
        status: AgentFunctionCallStatus,
        turnID: String
    ) {
        self.arguments = arguments
        self.error = error
        self.id = id
        self.name = name
        self.output = output
        self.serverLabel = serverLabel
        self.status = status
        self.turnID = turnID
        self.type = "mcp_call"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue,
            error: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            output: .emptyValue,
            serverLabel: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: "arguments", in: decoder)
        self.error = try container.decodeRequired(JSONValue.self, forKey: "error", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.output = try container.decodeRequired(JSONValue.self, forKey: "output", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.output, forKey: "output")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
