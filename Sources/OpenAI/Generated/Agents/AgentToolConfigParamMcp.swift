// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tools provided by a remote MCP server.
///
/// - Schema: `#/components/schemas/AgentToolConfigParamMcp`
public nonisolated struct AgentToolConfigParamMcp: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The MCP tools the agent may call. All server tools are allowed when omitted.
    public var allowedTools: [String]?

    /// Selects where outbound MCP HTTP connections originate.
    ///
    /// Omitted or `service` uses the Managed Agents service network; `environment` uses
    /// the session's selected environment.
    ///
    /// - `service` - Uses the Managed Agents service network.
    /// - `environment` - Uses the session's execution environment.
    public var connectionOrigin: AgentToolConfigParamMcp.ConnectionOrigin?

    /// The attached vault credential used to authenticate this MCP server.
    ///
    /// Optional when exactly one attached credential matches the server URL.
    public var credentialID: String?

    /// Metadata included with requests to this MCP server.
    public var requestMetadata: [String: JSONValue]?

    /// Whether this MCP server must initialize before the first turn.
    ///
    /// Defaults to `false`.
    public var required: Bool?

    /// A label used to identify the MCP server in tool calls.
    public var serverLabel: String

    /// The transport used to connect to the MCP server.
    public var transport: McpTransportParam

    /// The type of the object. Always `mcp`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        serverLabel: String,
        transport: McpTransportParam,
        allowedTools: [String]? = nil,
        connectionOrigin: AgentToolConfigParamMcp.ConnectionOrigin? = nil,
        credentialID: String? = nil,
        requestMetadata: [String: JSONValue]? = nil,
        required: Bool? = nil
    ) {
        self.allowedTools = allowedTools
        self.connectionOrigin = connectionOrigin
        self.credentialID = credentialID
        self.requestMetadata = requestMetadata
        self.required = required
        self.serverLabel = serverLabel
        self.transport = transport
        self.type = "mcp"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue,
            transport: .emptyValue
        )
    }

    /// Selects where outbound MCP HTTP connections originate.
    ///
    /// Omitted or `service` uses the Managed Agents service network; `environment` uses
    /// the session's selected environment.
    ///
    /// - `service` - Uses the Managed Agents service network.
    /// - `environment` - Uses the session's execution environment.
    public nonisolated enum ConnectionOrigin: OpenEnum, EmptyDecodable {
        case service
        case environment
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "service": self = .service
            case "environment": self = .environment
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .service: "service"
            case .environment: "environment"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedTools = try container.decodeIfPresent([String].self, forKey: "allowed_tools")
        self.connectionOrigin = try container.decodeIfPresent(AgentToolConfigParamMcp.ConnectionOrigin.self, forKey: "connection_origin")
        self.credentialID = try container.decodeIfPresent(String.self, forKey: "credential_id")
        self.requestMetadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "request_metadata")
        self.required = try container.decodeIfPresent(Bool.self, forKey: "required")
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.transport = try container.decodeRequired(McpTransportParam.self, forKey: "transport", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encodeIfPresent(self.connectionOrigin, forKey: "connection_origin")
        try container.encodeIfPresent(self.credentialID, forKey: "credential_id")
        try container.encodeIfPresent(self.requestMetadata, forKey: "request_metadata")
        try container.encodeIfPresent(self.required, forKey: "required")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.transport, forKey: "transport")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentToolConfigParamMcp {
    public static var allowedTools: Self { Self("allowed_tools") }
    public static var connectionOrigin: Self { Self("connection_origin") }
    public static var credentialID: Self { Self("credential_id") }
    public static var requestMetadata: Self { Self("request_metadata") }
}
