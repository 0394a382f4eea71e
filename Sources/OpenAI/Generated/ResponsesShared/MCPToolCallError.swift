// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MCPToolCallError`
public nonisolated enum MCPToolCallError: Codable, Equatable, Sendable, EmptyDecodable {
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
