// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A request for human approval of a tool invocation.
///
/// - Schema: `#/components/schemas/BetaMCPApprovalRequest`
public nonisolated struct BetaMCPApprovalRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `mcp_approval_request`.
    public var type: String

    /// The unique ID of the approval request.
    public var id: String

    /// The label of the MCP server making the request.
    public var serverLabel: String

    /// The name of the tool to run.
    public var name: String

    /// A JSON string of arguments for the tool.
    public var arguments: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        serverLabel: String,
        name: String,
        arguments: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "mcp_approval_request"
        self.id = id
        self.serverLabel = serverLabel
        self.name = name
        self.arguments = arguments
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
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_approval_request")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.arguments, forKey: "arguments")
    }
}

nonisolated extension NullableMember where Owner == BetaMCPApprovalRequest {
    public static var agent: Self { Self("agent") }
}
