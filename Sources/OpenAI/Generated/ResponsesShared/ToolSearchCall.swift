// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ToolSearchCall`
public nonisolated struct ToolSearchCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the item. Always `tool_search_call`.
    public var type: String

    /// The unique ID of the tool search call item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType

    /// Arguments used for the tool search call.
    public var arguments: JSONValue

    /// The status of the tool search call item that was recorded.
    public var status: FunctionCallStatus

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: ToolSearchExecutionType,
        arguments: JSONValue,
        status: FunctionCallStatus,
        createdBy: String? = nil
    ) {
        self.type = "tool_search_call"
        self.id = id
        self.callID = callID
        self.execution = execution
        self.arguments = arguments
        self.status = status
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: nil,
            execution: .emptyValue,
            arguments: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.execution = try container.decodeRequired(ToolSearchExecutionType.self, forKey: "execution", in: decoder)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: "arguments", in: decoder)
        self.status = try container.decodeRequired(FunctionCallStatus.self, forKey: "status", in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: "created_by")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.execution, forKey: "execution")
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
    }
}
