// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime item representing an invocation of a tool on an MCP server.
///
/// - Schema: `#/components/schemas/RealtimeMCPToolCall`
public nonisolated struct RealtimeMCPToolCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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

    /// The error from the tool call, if any.
    public nonisolated enum ErrorValue: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.approvalRequestID = try container.decodeIfPresent(String.self, forKey: "approval_request_id")
        self.output = try container.decodeIfPresent(String.self, forKey: "output")
        self.error = try container.decodeIfPresent(RealtimeMCPToolCall.ErrorValue.self, forKey: "error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.arguments, forKey: "arguments")
        try container.encodeIfPresent(self.approvalRequestID, forKey: "approval_request_id")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encodeIfPresent(self.error, forKey: "error")
    }
}

nonisolated extension NullableMember where Owner == RealtimeMCPToolCall {
    public static var approvalRequestID: Self { Self("approval_request_id") }
    public static var output: Self { Self("output") }
    public static var error: Self { Self("error") }
}
