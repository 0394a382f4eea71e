// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A request for human approval of a tool invocation.
///
/// - Schema: `#/components/schemas/MCPApprovalRequest`
public struct MCPApprovalRequest: Codable, Hashable, Sendable, EmptyDecodable {
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

/// A response to an MCP approval request.
///
/// - Schema: `#/components/schemas/MCPApprovalResponse`
public struct MCPApprovalResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_approval_response`.
    public var type: String

    public var id: String?

    /// The ID of the approval request being answered.
    public var approvalRequestID: String

    /// Whether the request was approved.
    public var approve: Bool

    public var reason: String?

    public init(
        approvalRequestID: String,
        approve: Bool,
        id: String? = nil,
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
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.approvalRequestID = try container.decodeRequired(String.self, forKey: .approvalRequestID, in: decoder)
        self.approve = try container.decodeRequired(Bool.self, forKey: .approve, in: decoder)
        self.reason = try container.decodeIfPresent(String.self, forKey: .reason)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.approvalRequestID, forKey: .approvalRequestID)
        try container.encode(self.approve, forKey: .approve)
        try container.encodeIfPresent(self.reason, forKey: .reason)
    }
}

/// A response to an MCP approval request.
///
/// - Schema: `#/components/schemas/MCPApprovalResponseResource`
public struct MCPApprovalResponseResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_approval_response`.
    public var type: String

    /// The unique ID of the approval response
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

/// A list of tools available on an MCP server.
///
/// - Schema: `#/components/schemas/MCPListTools`
public struct MCPListTools: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_list_tools`.
    public var type: String

    /// The unique ID of the list.
    public var id: String

    /// The label of the MCP server.
    public var serverLabel: String

    /// The tools available on the server.
    public var tools: [MCPListToolsTool]

    public var error: String?

    public init(
        id: String,
        serverLabel: String,
        tools: [MCPListToolsTool],
        error: String? = nil
    ) {
        self.type = "mcp_list_tools"
        self.id = id
        self.serverLabel = serverLabel
        self.tools = tools
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
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
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_list_tools")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.tools = try container.decodeRequired([MCPListToolsTool].self, forKey: .tools, in: decoder)
        self.error = try container.decodeIfPresent(String.self, forKey: .error)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encode(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.error, forKey: .error)
    }
}

/// A tool available on an MCP server.
///
/// - Schema: `#/components/schemas/MCPListToolsTool`
public struct MCPListToolsTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the tool.
    public var name: String

    public var description: String?

    /// The JSON schema describing the tool's input.
    public var inputSchema: JSONValue

    public var annotations: JSONValue?

    public init(
        name: String,
        inputSchema: JSONValue,
        description: String? = nil,
        annotations: JSONValue? = nil
    ) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
        self.annotations = annotations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case description
        case inputSchema = "input_schema"
        case annotations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.inputSchema = try container.decodeRequired(JSONValue.self, forKey: .inputSchema, in: decoder)
        self.annotations = try container.decodeIfPresent(JSONValue.self, forKey: .annotations)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encode(self.inputSchema, forKey: .inputSchema)
        try container.encodeIfPresent(self.annotations, forKey: .annotations)
    }
}

/// - Schema: `#/components/schemas/MCPProtocolError`
public struct MCPProtocolError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var code: Int

    public var message: String

    public init(
        code: Int,
        message: String
    ) {
        self.type = "mcp_protocol_error"
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_protocol_error")
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

/// Give the model access to additional tools via remote Model Context Protocol
/// (MCP) servers. [Learn more about MCP](/docs/guides/tools-remote-mcp).
///
/// - Schema: `#/components/schemas/MCPTool`
public struct MCPTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the MCP tool. Always `mcp`.
    public var type: String

    /// A label for this MCP server, used to identify it in tool calls.
    public var serverLabel: String

    /// The URL for the MCP server. One of `server_url`, `connector_id`, or
    /// `tunnel_id` must be provided.
    public var serverURL: String?

    /// Identifier for service connectors, like those available in ChatGPT. One of
    /// `server_url`, `connector_id`, or `tunnel_id` must be provided. Learn more
    /// about service connectors [here](/docs/guides/tools-remote-mcp#connectors).
    ///
    /// Currently supported `connector_id` values are:
    ///
    /// - Dropbox: `connector_dropbox`
    /// - Gmail: `connector_gmail`
    /// - Google Calendar: `connector_googlecalendar`
    /// - Google Drive: `connector_googledrive`
    /// - Microsoft Teams: `connector_microsoftteams`
    /// - Outlook Calendar: `connector_outlookcalendar`
    /// - Outlook Email: `connector_outlookemail`
    /// - SharePoint: `connector_sharepoint`
    public var connectorID: MCPTool.ConnectorId?

    /// The Secure MCP Tunnel ID to use instead of a direct server URL. One of
    /// `server_url`, `connector_id`, or `tunnel_id` must be provided.
    public var tunnelID: String?

    /// An OAuth access token that can be used with a remote MCP server, either
    /// with a custom MCP server URL or a service connector. Your application
    /// must handle the OAuth authorization flow and provide the token here.
    public var authorization: String?

    /// Optional description of the MCP server, used to provide more context.
    public var serverDescription: String?

    public var headers: [String: String]?

    public var allowedTools: MCPTool.AllowedTools?

    public var allowedCallers: [CallableToolAllowedCaller]?

    public var requireApproval: MCPTool.RequireApproval?

    /// Whether this MCP tool is deferred and discovered via tool search.
    public var deferLoading: Bool?

    public init(
        serverLabel: String,
        serverURL: String? = nil,
        connectorID: MCPTool.ConnectorId? = nil,
        tunnelID: String? = nil,
        authorization: String? = nil,
        serverDescription: String? = nil,
        headers: [String: String]? = nil,
        allowedTools: MCPTool.AllowedTools? = nil,
        allowedCallers: [CallableToolAllowedCaller]? = nil,
        requireApproval: MCPTool.RequireApproval? = nil,
        deferLoading: Bool? = nil
    ) {
        self.type = "mcp"
        self.serverLabel = serverLabel
        self.serverURL = serverURL
        self.connectorID = connectorID
        self.tunnelID = tunnelID
        self.authorization = authorization
        self.serverDescription = serverDescription
        self.headers = headers
        self.allowedTools = allowedTools
        self.allowedCallers = allowedCallers
        self.requireApproval = requireApproval
        self.deferLoading = deferLoading
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue
        )
    }

    /// Identifier for service connectors, like those available in ChatGPT. One of
    /// `server_url`, `connector_id`, or `tunnel_id` must be provided. Learn more
    /// about service connectors [here](/docs/guides/tools-remote-mcp#connectors).
    ///
    /// Currently supported `connector_id` values are:
    ///
    /// - Dropbox: `connector_dropbox`
    /// - Gmail: `connector_gmail`
    /// - Google Calendar: `connector_googlecalendar`
    /// - Google Drive: `connector_googledrive`
    /// - Microsoft Teams: `connector_microsoftteams`
    /// - Outlook Calendar: `connector_outlookcalendar`
    /// - Outlook Email: `connector_outlookemail`
    /// - SharePoint: `connector_sharepoint`
    public enum ConnectorId: OpenEnum, EmptyDecodable {
        case connectorDropbox
        case connectorGmail
        case connectorGooglecalendar
        case connectorGoogledrive
        case connectorMicrosoftteams
        case connectorOutlookcalendar
        case connectorOutlookemail
        case connectorSharepoint
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "connector_dropbox": self = .connectorDropbox
            case "connector_gmail": self = .connectorGmail
            case "connector_googlecalendar": self = .connectorGooglecalendar
            case "connector_googledrive": self = .connectorGoogledrive
            case "connector_microsoftteams": self = .connectorMicrosoftteams
            case "connector_outlookcalendar": self = .connectorOutlookcalendar
            case "connector_outlookemail": self = .connectorOutlookemail
            case "connector_sharepoint": self = .connectorSharepoint
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .connectorDropbox: "connector_dropbox"
            case .connectorGmail: "connector_gmail"
            case .connectorGooglecalendar: "connector_googlecalendar"
            case .connectorGoogledrive: "connector_googledrive"
            case .connectorMicrosoftteams: "connector_microsoftteams"
            case .connectorOutlookcalendar: "connector_outlookcalendar"
            case .connectorOutlookemail: "connector_outlookemail"
            case .connectorSharepoint: "connector_sharepoint"
            case .unknown(let value): value
            }
        }
    }

    /// List of allowed tool names or a filter object.
    public enum AllowedTools: Codable, Hashable, Sendable, EmptyDecodable {
        /// A string array of allowed tool names
        case mcpAllowedTools([String])
        case mcpToolFilter(MCPToolFilter)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .mcpAllowedTools(try [String](from: decoder)); return
            case .object:
                self = .mcpToolFilter(try MCPToolFilter(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .mcpAllowedTools(let value): try value.encode(to: encoder)
            case .mcpToolFilter(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Specify which of the MCP server's tools require approval.
    public enum RequireApproval: Codable, Hashable, Sendable, EmptyDecodable {
        /// Specify which of the MCP server's tools require approval. Can be
        /// `always`, `never`, or a filter object associated with tools
        /// that require approval.
        case mcpToolApprovalFilter(MCPTool.RequireApproval.McpToolApprovalFilter)
        /// Specify a single approval policy for all tools. One of `always` or
        /// `never`. When set to `always`, all tools will require approval. When
        /// set to `never`, all tools will not require approval.
        case mcpToolApprovalSetting(MCPTool.RequireApproval.McpToolApprovalSetting)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// Specify which of the MCP server's tools require approval. Can be
        /// `always`, `never`, or a filter object associated with tools
        /// that require approval.
        public struct McpToolApprovalFilter: Codable, Hashable, Sendable, EmptyDecodable {
            public var always: MCPToolFilter?

            public var never: MCPToolFilter?

            public init(
                always: MCPToolFilter? = nil,
                never: MCPToolFilter? = nil
            ) {
                self.always = always
                self.never = never
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case always
                case never
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.always = try container.decodeIfPresent(MCPToolFilter.self, forKey: .always)
                self.never = try container.decodeIfPresent(MCPToolFilter.self, forKey: .never)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.always, forKey: .always)
                try container.encodeIfPresent(self.never, forKey: .never)
            }
        }

        /// Specify a single approval policy for all tools. One of `always` or
        /// `never`. When set to `always`, all tools will require approval. When
        /// set to `never`, all tools will not require approval.
        public enum McpToolApprovalSetting: OpenEnum, EmptyDecodable {
            case always
            case never
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "always": self = .always
                case "never": self = .never
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .always: "always"
                case .never: "never"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .mcpToolApprovalFilter(try MCPTool.RequireApproval.McpToolApprovalFilter(from: decoder)); return
            case .string:
                self = .mcpToolApprovalSetting(try MCPTool.RequireApproval.McpToolApprovalSetting(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .mcpToolApprovalFilter(let value): try value.encode(to: encoder)
            case .mcpToolApprovalSetting(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case serverLabel = "server_label"
        case serverURL = "server_url"
        case connectorID = "connector_id"
        case tunnelID = "tunnel_id"
        case authorization
        case serverDescription = "server_description"
        case headers
        case allowedTools = "allowed_tools"
        case allowedCallers = "allowed_callers"
        case requireApproval = "require_approval"
        case deferLoading = "defer_loading"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp")
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.serverURL = try container.decodeIfPresent(String.self, forKey: .serverURL)
        self.connectorID = try container.decodeIfPresent(MCPTool.ConnectorId.self, forKey: .connectorID)
        self.tunnelID = try container.decodeIfPresent(String.self, forKey: .tunnelID)
        self.authorization = try container.decodeIfPresent(String.self, forKey: .authorization)
        self.serverDescription = try container.decodeIfPresent(String.self, forKey: .serverDescription)
        self.headers = try container.decodeIfPresent([String: String].self, forKey: .headers)
        self.allowedTools = try container.decodeIfPresent(MCPTool.AllowedTools.self, forKey: .allowedTools)
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: .allowedCallers)
        self.requireApproval = try container.decodeIfPresent(MCPTool.RequireApproval.self, forKey: .requireApproval)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encodeIfPresent(self.serverURL, forKey: .serverURL)
        try container.encodeIfPresent(self.connectorID, forKey: .connectorID)
        try container.encodeIfPresent(self.tunnelID, forKey: .tunnelID)
        try container.encodeIfPresent(self.authorization, forKey: .authorization)
        try container.encodeIfPresent(self.serverDescription, forKey: .serverDescription)
        try container.encodeIfPresent(self.headers, forKey: .headers)
        try container.encodeIfPresent(self.allowedTools, forKey: .allowedTools)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.requireApproval, forKey: .requireApproval)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
    }
}

/// An invocation of a tool on an MCP server.
///
/// - Schema: `#/components/schemas/MCPToolCall`
public struct MCPToolCall: Codable, Hashable, Sendable, EmptyDecodable {
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
        case output
        case error
        case status
        case approvalRequestID = "approval_request_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: .output)
        self.error = try container.decodeIfPresent(MCPToolCallError.self, forKey: .error)
        self.status = try container.decodeIfPresent(MCPToolCallStatus.self, forKey: .status)
        self.approvalRequestID = try container.decodeIfPresent(String.self, forKey: .approvalRequestID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encodeIfPresent(self.output, forKey: .output)
        try container.encodeIfPresent(self.error, forKey: .error)
        try container.encodeIfPresent(self.status, forKey: .status)
        try container.encodeIfPresent(self.approvalRequestID, forKey: .approvalRequestID)
    }
}

/// - Schema: `#/components/schemas/MCPToolCallError`
public enum MCPToolCallError: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_protocol_error`
    case mcpProtocolError(MCPProtocolError)
    /// - `type`: `mcp_tool_execution_error`
    case mcpToolExecutionError(MCPToolExecutionError)
    /// - `type`: `http_error`
    case httpError(HTTPError)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_protocol_error": self = .mcpProtocolError(try MCPProtocolError(from: decoder)); return
            case "mcp_tool_execution_error": self = .mcpToolExecutionError(try MCPToolExecutionError(from: decoder)); return
            case "http_error": self = .httpError(try HTTPError(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpProtocolError(let value): try value.encode(to: encoder)
        case .mcpToolExecutionError(let value): try value.encode(to: encoder)
        case .httpError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/MCPToolCallStatus`
public enum MCPToolCallStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    case calling
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        case "calling": self = .calling
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .calling: "calling"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/MCPToolExecutionError`
public struct MCPToolExecutionError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var content: JSONValue

    public init(
        content: JSONValue
    ) {
        self.type = "mcp_tool_execution_error"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_tool_execution_error")
        self.content = try container.decodeRequired(JSONValue.self, forKey: .content, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.content, forKey: .content)
    }
}

/// A filter object to specify which tools are allowed.
///
/// - Schema: `#/components/schemas/MCPToolFilter`
public struct MCPToolFilter: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of allowed tool names.
    public var toolNames: [String]?

    /// Indicates whether or not a tool modifies data or is read-only. If an
    /// MCP server is [annotated with `readOnlyHint`](https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations-readonlyhint),
    /// it will match this filter.
    public var readOnly: Bool?

    public init(
        toolNames: [String]? = nil,
        readOnly: Bool? = nil
    ) {
        self.toolNames = toolNames
        self.readOnly = readOnly
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case toolNames = "tool_names"
        case readOnly = "read_only"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.toolNames = try container.decodeIfPresent([String].self, forKey: .toolNames)
        self.readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.toolNames, forKey: .toolNames)
        try container.encodeIfPresent(self.readOnly, forKey: .readOnly)
    }
}
