// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime item requesting human approval of a tool invocation.
///
/// - Schema: `#/components/schemas/RealtimeMCPApprovalRequest`
public struct RealtimeMCPApprovalRequest: Codable, Hashable, Sendable, EmptyDecodable {
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

    public init(
        id: String,
        serverLabel: String,
        name: String,
        arguments: String
    ) {
        self.type = "mcp_approval_request"
        self.id = id
        self.serverLabel = serverLabel
        self.name = name
        self.arguments = arguments
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case serverLabel = "server_label"
        case name
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_approval_request")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// A Realtime item responding to an MCP approval request.
///
/// - Schema: `#/components/schemas/RealtimeMCPApprovalResponse`
public struct RealtimeMCPApprovalResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_approval_response`.
    public var type: String

    /// The unique ID of the approval response.
    public var id: String

    /// The ID of the approval request being answered.
    public var approvalRequestID: String

    /// Whether the request was approved.
    public var approve: Bool

    public var reason: String?

    public init(
        id: String,
        approvalRequestID: String,
        approve: Bool,
        reason: String? = nil
    ) {
        self.type = "mcp_approval_response"
        self.id = id
        self.approvalRequestID = approvalRequestID
        self.approve = approve
        self.reason = reason
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            approvalRequestID: .emptyValue,
            approve: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case approvalRequestID = "approval_request_id"
        case approve
        case reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_approval_response")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.approvalRequestID = try container.decodeRequired(String.self, forKey: .approvalRequestID, in: decoder)
        self.approve = try container.decodeRequired(Bool.self, forKey: .approve, in: decoder)
        self.reason = try container.decodeIfPresent(String.self, forKey: .reason)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.approvalRequestID, forKey: .approvalRequestID)
        try container.encode(self.approve, forKey: .approve)
        try container.encodeIfPresent(self.reason, forKey: .reason)
    }
}

/// A Realtime item listing tools available on an MCP server.
///
/// - Schema: `#/components/schemas/RealtimeMCPListTools`
public struct RealtimeMCPListTools: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_list_tools`.
    public var type: String

    /// The unique ID of the list.
    public var id: String?

    /// The label of the MCP server.
    public var serverLabel: String

    /// The tools available on the server.
    public var tools: [MCPListToolsTool]

    public init(
        serverLabel: String,
        tools: [MCPListToolsTool],
        id: String? = nil
    ) {
        self.type = "mcp_list_tools"
        self.id = id
        self.serverLabel = serverLabel
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case serverLabel = "server_label"
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_list_tools")
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.tools = try container.decodeRequired([MCPListToolsTool].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encode(self.tools, forKey: .tools)
    }
}

/// Realtime MCP protocol error
///
/// - Schema: `#/components/schemas/RealtimeMCPProtocolError`
public struct RealtimeMCPProtocolError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var code: Int

    public var message: String

    public init(
        code: Int,
        message: String
    ) {
        self.type = "protocol_error"
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case code
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "protocol_error")
        self.code = try container.decodeRequired(Int.self, forKey: .code, in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.message, forKey: .message)
    }
}

/// A Realtime item representing an invocation of a tool on an MCP server.
///
/// - Schema: `#/components/schemas/RealtimeMCPToolCall`
public struct RealtimeMCPToolCall: Codable, Hashable, Sendable, EmptyDecodable {
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

    public var approvalRequestID: String?

    public var output: String?

    public var error: RealtimeMCPToolCall.ErrorValue?

    public init(
        id: String,
        serverLabel: String,
        name: String,
        arguments: String,
        approvalRequestID: String? = nil,
        output: String? = nil,
        error: RealtimeMCPToolCall.ErrorValue? = nil
    ) {
        self.type = "mcp_call"
        self.id = id
        self.serverLabel = serverLabel
        self.name = name
        self.arguments = arguments
        self.approvalRequestID = approvalRequestID
        self.output = output
        self.error = error
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

    /// The error from the tool call, if any.
    public enum ErrorValue: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `protocol_error`
        case protocolError(RealtimeMCPProtocolError)
        /// - `type`: `tool_execution_error`
        case toolExecutionError(RealtimeMCPToolExecutionError)
        /// - `type`: `http_error`
        case httpError(RealtimeMCPHTTPError)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "protocol_error": self = .protocolError(try RealtimeMCPProtocolError(from: decoder)); return
                case "tool_execution_error": self = .toolExecutionError(try RealtimeMCPToolExecutionError(from: decoder)); return
                case "http_error": self = .httpError(try RealtimeMCPHTTPError(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .protocolError(let value): try value.encode(to: encoder)
            case .toolExecutionError(let value): try value.encode(to: encoder)
            case .httpError(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case serverLabel = "server_label"
        case name
        case arguments
        case approvalRequestID = "approval_request_id"
        case output
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
        self.approvalRequestID = try container.decodeIfPresent(String.self, forKey: .approvalRequestID)
        self.output = try container.decodeIfPresent(String.self, forKey: .output)
        self.error = try container.decodeIfPresent(RealtimeMCPToolCall.ErrorValue.self, forKey: .error)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encodeIfPresent(self.approvalRequestID, forKey: .approvalRequestID)
        try container.encodeIfPresent(self.output, forKey: .output)
        try container.encodeIfPresent(self.error, forKey: .error)
    }
}

/// Realtime MCP tool execution error
///
/// - Schema: `#/components/schemas/RealtimeMCPToolExecutionError`
public struct RealtimeMCPToolExecutionError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String

    public init(
        message: String
    ) {
        self.type = "tool_execution_error"
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_execution_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
    }
}
