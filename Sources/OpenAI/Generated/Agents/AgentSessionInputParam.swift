// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentSessionInputParam`
public nonisolated enum AgentSessionInputParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `agent.session.input.mcp_approval_request_result`
    case sessionInputMcpApprovalRequestResult(SessionInputParamAgentSessionInputMcpApprovalRequestResult)
    /// - `type`: `agent.session.input.computer_use_approval_request_result`
    case sessionInputComputerUseApprovalRequestResult(SessionInputParamAgentSessionInputComputerUseApprovalRequestResult)
    /// - `type`: `agent.session.input.message`
    case sessionInputMessage(SessionInputParamAgentSessionInputMessage)
    /// - `type`: `agent.session.input.cancel`
    case sessionInputCancel(SessionInputParamAgentSessionInputCancel)
    /// - `type`: `agent.session.input.tool_result`
    case sessionInputToolResult(SessionInputParamAgentSessionInputToolResult)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent.session.input.mcp_approval_request_result": self = .sessionInputMcpApprovalRequestResult(try SessionInputParamAgentSessionInputMcpApprovalRequestResult(from: decoder)); return
            case "agent.session.input.computer_use_approval_request_result": self = .sessionInputComputerUseApprovalRequestResult(try SessionInputParamAgentSessionInputComputerUseApprovalRequestResult(from: decoder)); return
            case "agent.session.input.message": self = .sessionInputMessage(try SessionInputParamAgentSessionInputMessage(from: decoder)); return
            case "agent.session.input.cancel": self = .sessionInputCancel(try SessionInputParamAgentSessionInputCancel(from: decoder)); return
            case "agent.session.input.tool_result": self = .sessionInputToolResult(try SessionInputParamAgentSessionInputToolResult(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionInputMcpApprovalRequestResult(let value): try value.encode(to: encoder)
        case .sessionInputComputerUseApprovalRequestResult(let value): try value.encode(to: encoder)
        case .sessionInputMessage(let value): try value.encode(to: encoder)
        case .sessionInputCancel(let value): try value.encode(to: encoder)
        case .sessionInputToolResult(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
