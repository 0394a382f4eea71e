// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Give the model access to additional tools via remote Model Context Protocol
/// (MCP) servers. [Learn more about MCP](https://platform.openai.com/docs/guides/tools-remote-mcp).
///
/// - Schema: `#/components/schemas/MCPTool`
public nonisolated struct MCPTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the MCP tool. Always `mcp`.
    public var type: String

    /// A label for this MCP server, used to identify it in tool calls.
    public var serverLabel: String

    /// The URL for the MCP server. One of `server_url`, `connector_id`, or
    /// `tunnel_id` must be provided.
    public var serverURL: String?

    /// Identifier for service connectors, like those available in ChatGPT. One of
    /// `server_url`, `connector_id`, or `tunnel_id` must be provided. Learn more
    /// about service connectors [here](https://platform.openai.com/docs/guides/tools-remote-mcp#connectors).
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue
        )
    }

    /// Identifier for service connectors, like those available in ChatGPT. One of
    /// `server_url`, `connector_id`, or `tunnel_id` must be provided. Learn more
    /// about service connectors [here](https://platform.openai.com/docs/guides/tools-remote-mcp#connectors).
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
    public nonisolated enum ConnectorId: OpenEnum, EmptyDecodable {
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
    public nonisolated enum AllowedTools: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum RequireApproval: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated struct McpToolApprovalFilter: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.always = try container.decodeIfPresent(MCPToolFilter.self, forKey: "always")
                self.never = try container.decodeIfPresent(MCPToolFilter.self, forKey: "never")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.always, forKey: "always")
                try container.encodeIfPresent(self.never, forKey: "never")
            }
        }

        /// Specify a single approval policy for all tools. One of `always` or
        /// `never`. When set to `always`, all tools will require approval. When
        /// set to `never`, all tools will not require approval.
        public nonisolated enum McpToolApprovalSetting: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.serverURL = try container.decodeIfPresent(String.self, forKey: "server_url")
        self.connectorID = try container.decodeIfPresent(MCPTool.ConnectorId.self, forKey: "connector_id")
        self.tunnelID = try container.decodeIfPresent(String.self, forKey: "tunnel_id")
        self.authorization = try container.decodeIfPresent(String.self, forKey: "authorization")
        self.serverDescription = try container.decodeIfPresent(String.self, forKey: "server_description")
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
        self.allowedTools = try container.decodeIfPresent(MCPTool.AllowedTools.self, forKey: "allowed_tools")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.requireApproval = try container.decodeIfPresent(MCPTool.RequireApproval.self, forKey: "require_approval")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encodeIfPresent(self.serverURL, forKey: "server_url")
        try container.encodeIfPresent(self.connectorID, forKey: "connector_id")
        try container.encodeIfPresent(self.tunnelID, forKey: "tunnel_id")
        try container.encodeIfPresent(self.authorization, forKey: "authorization")
        try container.encodeIfPresent(self.serverDescription, forKey: "server_description")
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.requireApproval, forKey: "require_approval")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
    }
}

nonisolated extension NullableMember where Owner == MCPTool {
    public static var headers: Self { Self("headers") }
    public static var allowedTools: Self { Self("allowed_tools") }
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var requireApproval: Self { Self("require_approval") }
}
