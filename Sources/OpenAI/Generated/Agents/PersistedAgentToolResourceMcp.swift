// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tools provided by a remote MCP server without stored credentials.
///
/// - Schema: `#/components/schemas/PersistedAgentToolResourceMcp`
public nonisolated struct PersistedAgentToolResourceMcp: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The MCP tools the agent may call, or null when all server tools are allowed.
    public var allowedTools: [String]?

    /// Where outbound MCP HTTP connections originate.
    public var connectionOrigin: PersistedAgentToolResourceMcp.ConnectionOrigin

    /// The vault credential selected for this MCP server, if any.
    public var credentialID: String?

    /// Metadata included with requests to this MCP server.
    public var requestMetadata: [String: JSONValue]

    /// Whether this MCP server must initialize before the first turn.
    public var required: Bool

    /// A label used to identify the MCP server in tool calls.
    public var serverLabel: String

    /// The credential-free transport used to connect to the MCP server.
    public var transport: PersistedMcpTransport

    /// The type of the object. Always `mcp`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        connectionOrigin: PersistedAgentToolResourceMcp.ConnectionOrigin,
        requestMetadata: [String: JSONValue],
        required: Bool,
        serverLabel: String,
        transport: PersistedMcpTransport,
        allowedTools: [String]? = nil,
        credentialID: String? = nil
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
            connectionOrigin: .emptyValue,
            requestMetadata: .emptyValue,
            required: .emptyValue,
            serverLabel: .emptyValue,
            transport: .emptyValue
        )
    }

    /// Where outbound MCP HTTP connections originate.
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
        self.connectionOrigin = try container.decodeRequired(PersistedAgentToolResourceMcp.ConnectionOrigin.self, forKey: "connection_origin", in: decoder)
        self.credentialID = try container.decodeIfPresent(String.self, forKey: "credential_id")
        self.requestMetadata = try container.decodeRequired([String: JSONValue].self, forKey: "request_metadata", in: decoder)
        self.required = try container.decodeRequired(Bool.self, forKey: "required", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.transport = try container.decodeRequired(PersistedMcpTransport.self, forKey: "transport", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encode(self.connectionOrigin, forKey: "connection_origin")
        try container.encodeIfPresent(self.credentialID, forKey: "credential_id")
        try container.encode(self.requestMetadata, forKey: "request_metadata")
        try container.encode(self.required, forKey: "required")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.transport, forKey: "transport")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == PersistedAgentToolResourceMcp {
    public static var allowedTools: Self { Self("allowed_tools") }
    public static var credentialID: Self { Self("credential_id") }
}
