// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Information for presenting an MCP approval.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest`
public nonisolated struct RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The tool arguments as JSON, or null when CCA does not provide them.
    public var arguments: JSONValue

    public var message: String

    /// The tool name, or null when CCA does not provide it.
    public var name: String?

    public var serverLabel: String

    /// The type of the object. Always `mcp_tool_call`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        arguments: JSONValue,
        message: String,
        serverLabel: String,
        name: String? = nil
    ) {
        self.arguments = arguments
        self.message = message
        self.name = name
        self.serverLabel = serverLabel
        self.type = "mcp_tool_call"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue,
            message: .emptyValue,
            serverLabel: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: "arguments", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_call")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest {
    public static var name: Self { Self("name") }
}
