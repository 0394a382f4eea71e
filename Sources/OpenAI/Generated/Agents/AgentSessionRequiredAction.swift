// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentSessionRequiredAction`
public nonisolated enum AgentSessionRequiredAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(RequiredActionSessionRequiredActionResourceMcpApprovalRequest)
    /// - `type`: `computer_use_approval_request`
    case computerUseApprovalRequest(RequiredActionSessionRequiredActionResourceComputerUseApprovalRequest)
    /// - `type`: `function_call`
    case functionCall(RequiredActionSessionRequiredActionResourceFunctionCall)
    /// - `type`: `environment_connection`
    case environmentConnection(RequiredActionSessionRequiredActionResourceEnvironmentConnection)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_approval_request": self = .mcpApprovalRequest(try RequiredActionSessionRequiredActionResourceMcpApprovalRequest(from: decoder)); return
            case "computer_use_approval_request": self = .computerUseApprovalRequest(try RequiredActionSessionRequiredActionResourceComputerUseApprovalRequest(from: decoder)); return
            case "function_call": self = .functionCall(try RequiredActionSessionRequiredActionResourceFunctionCall(from: decoder)); return
            case "environment_connection": self = .environmentConnection(try RequiredActionSessionRequiredActionResourceEnvironmentConnection(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpApprovalRequest(let value): try value.encode(to: encoder)
        case .computerUseApprovalRequest(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .environmentConnection(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
