// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ToolSearchOutputItemParam`
public nonisolated struct ToolSearchOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_output`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    /// The loaded tool definitions returned by the tool search output.
    public var tools: [APITool]

    public var status: FunctionCallItemStatus?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        tools: [APITool],
        id: String? = nil,
        callID: String? = nil,
        execution: ToolSearchExecutionType? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
        self.id = id
        self.callID = callID
        self.type = "tool_search_output"
        self.execution = execution
        self.tools = tools
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_output")
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: "execution")
        self.tools = try container.decodeRequired([APITool].self, forKey: "tools", in: decoder)
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.callID, forKey: "call_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.execution, forKey: "execution")
        try container.encode(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == ToolSearchOutputItemParam {
    public static var id: Self { Self("id") }
    public static var callID: Self { Self("call_id") }
    public static var status: Self { Self("status") }
}
