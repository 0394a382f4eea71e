// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolMcp`
public nonisolated struct LiveResponsesDelegationConfigToolMcp: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The tool invocation context(s).
    public var allowedCallers: [LiveResponsesDelegationConfigToolMcp.AllowedCaller]?

    /// A list of MCP tool names that are allowed for this server.
    public var allowedTools: LiveResponsesDelegationConfigToolMcpAllowedTools?

    /// This value is omitted from returned Live session data.
    public var authorization: String?

    /// The ID of a built-in MCP connector.
    ///
    /// This field is deprecated for models released after September 1, 2026. Use
    /// `server_url` to connect to a remote MCP server, or `tunnel_id` to connect to a
    /// local MCP server.
    public var connectorID: String?

    /// Whether this MCP tool should be deferred and discovered via tool search.
    public var deferLoading: Bool?

    /// Optional HTTP headers to send when connecting to the MCP server.
    public var headers: [String: String]?

    /// Controls which MCP tools require explicit user approval before execution.
    public var requireApproval: LiveResponsesDelegationConfigToolMcpRequireApproval?

    /// An optional human-readable description of the MCP server.
    public var serverDescription: String?

    /// A label used to identify the MCP server.
    public var serverLabel: String?

    /// The URL of the MCP server to connect to.
    public var serverURL: String?

    /// The Secure MCP Tunnel ID to use instead of a direct server URL.
    public var tunnelID: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [LiveResponsesDelegationConfigToolMcp.AllowedCaller]? = nil,
        allowedTools: LiveResponsesDelegationConfigToolMcpAllowedTools? = nil,
        authorization: String? = nil,
        connectorID: String? = nil,
        deferLoading: Bool? = nil,
        headers: [String: String]? = nil,
        requireApproval: LiveResponsesDelegationConfigToolMcpRequireApproval? = nil,
        serverDescription: String? = nil,
        serverLabel: String? = nil,
        serverURL: String? = nil,
        tunnelID: String? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedTools = allowedTools
        self.authorization = authorization
        self.connectorID = connectorID
        self.deferLoading = deferLoading
        self.headers = headers
        self.requireApproval = requireApproval
        self.serverDescription = serverDescription
        self.serverLabel = serverLabel
        self.serverURL = serverURL
        self.tunnelID = tunnelID
        self.type = "mcp"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum AllowedCaller: OpenEnum, EmptyDecodable {
        case direct
        case programmatic
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "direct": self = .direct
            case "programmatic": self = .programmatic
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .direct: "direct"
            case .programmatic: "programmatic"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([LiveResponsesDelegationConfigToolMcp.AllowedCaller].self, forKey: "allowed_callers")
        self.allowedTools = try container.decodeIfPresent(LiveResponsesDelegationConfigToolMcpAllowedTools.self, forKey: "allowed_tools")
        self.authorization = try container.decodeIfPresent(String.self, forKey: "authorization")
        self.connectorID = try container.decodeIfPresent(String.self, forKey: "connector_id")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
        self.requireApproval = try container.decodeIfPresent(LiveResponsesDelegationConfigToolMcpRequireApproval.self, forKey: "require_approval")
        self.serverDescription = try container.decodeIfPresent(String.self, forKey: "server_description")
        self.serverLabel = try container.decodeIfPresent(String.self, forKey: "server_label")
        self.serverURL = try container.decodeIfPresent(String.self, forKey: "server_url")
        self.tunnelID = try container.decodeIfPresent(String.self, forKey: "tunnel_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encodeIfPresent(self.authorization, forKey: "authorization")
        try container.encodeIfPresent(self.connectorID, forKey: "connector_id")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encodeIfPresent(self.requireApproval, forKey: "require_approval")
        try container.encodeIfPresent(self.serverDescription, forKey: "server_description")
        try container.encodeIfPresent(self.serverLabel, forKey: "server_label")
        try container.encodeIfPresent(self.serverURL, forKey: "server_url")
        try container.encodeIfPresent(self.tunnelID, forKey: "tunnel_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigToolMcp {
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var allowedTools: Self { Self("allowed_tools") }
    public static var authorization: Self { Self("authorization") }
    public static var connectorID: Self { Self("connector_id") }
    public static var deferLoading: Self { Self("defer_loading") }
    public static var headers: Self { Self("headers") }
    public static var requireApproval: Self { Self("require_approval") }
    public static var serverDescription: Self { Self("server_description") }
    public static var serverLabel: Self { Self("server_label") }
    public static var serverURL: Self { Self("server_url") }
    public static var tunnelID: Self { Self("tunnel_id") }
}
