// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentSessionItem`
public nonisolated enum AgentSessionItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(AgentSessionMessage)
    /// - `type`: `reasoning`
    case reasoning(AgentReasoningItem)
    /// - `type`: `function_call`
    case functionCall(AgentFunctionCallItem)
    /// - `type`: `function_call_output`
    case functionCallOutput(FunctionCallOutputItemResource)
    /// - `type`: `agent_message`
    case agentMessage(AgentMessageItemResource)
    /// - `type`: `mcp_call`
    case mcpCall(AgentMcpCallItem)
    /// - `type`: `computer_use_call`
    case computerUseCall(AgentSessionItemComputerUseCallItemResource)
    /// - `type`: `computer_use_approval_request`
    case computerUseApprovalRequest(AgentSessionItemBrowserAuthenticationRequestItemResource)
    /// - `type`: `computer_use_approval_request_result`
    case computerUseApprovalRequestResult(ComputerUseApprovalRequestResultItemResource)
    /// - `type`: `web_search_call`
    case webSearchCall(AgentWebSearchCallItem)
    /// - `type`: `command_execution`
    case commandExecution(AgentCommandExecutionItem)
    /// - `type`: `create_subagent_call`
    case createSubagentCall(AgentCreateSubagentCallItem)
    /// - `type`: `send_subagent_input_call`
    case sendSubagentInputCall(AgentSendSubagentInputCallItem)
    /// - `type`: `resume_subagent_call`
    case resumeSubagentCall(AgentResumeSubagentCallItem)
    /// - `type`: `wait_for_subagents_call`
    case waitForSubagentsCall(AgentWaitForSubagentsCallItem)
    /// - `type`: `interrupt_subagent_call`
    case interruptSubagentCall(AgentInterruptSubagentCallItem)
    /// - `type`: `close_subagent_call`
    case closeSubagentCall(AgentCloseSubagentCallItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try AgentSessionMessage(from: decoder)); return
            case "reasoning": self = .reasoning(try AgentReasoningItem(from: decoder)); return
            case "function_call": self = .functionCall(try AgentFunctionCallItem(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try FunctionCallOutputItemResource(from: decoder)); return
            case "agent_message": self = .agentMessage(try AgentMessageItemResource(from: decoder)); return
            case "mcp_call": self = .mcpCall(try AgentMcpCallItem(from: decoder)); return
            case "computer_use_call": self = .computerUseCall(try AgentSessionItemComputerUseCallItemResource(from: decoder)); return
            case "computer_use_approval_request": self = .computerUseApprovalRequest(try AgentSessionItemBrowserAuthenticationRequestItemResource(from: decoder)); return
            case "computer_use_approval_request_result": self = .computerUseApprovalRequestResult(try ComputerUseApprovalRequestResultItemResource(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try AgentWebSearchCallItem(from: decoder)); return
            case "command_execution": self = .commandExecution(try AgentCommandExecutionItem(from: decoder)); return
            case "create_subagent_call": self = .createSubagentCall(try AgentCreateSubagentCallItem(from: decoder)); return
            case "send_subagent_input_call": self = .sendSubagentInputCall(try AgentSendSubagentInputCallItem(from: decoder)); return
            case "resume_subagent_call": self = .resumeSubagentCall(try AgentResumeSubagentCallItem(from: decoder)); return
            case "wait_for_subagents_call": self = .waitForSubagentsCall(try AgentWaitForSubagentsCallItem(from: decoder)); return
            case "interrupt_subagent_call": self = .interruptSubagentCall(try AgentInterruptSubagentCallItem(from: decoder)); return
            case "close_subagent_call": self = .closeSubagentCall(try AgentCloseSubagentCallItem(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .agentMessage(let value): try value.encode(to: encoder)
        case .mcpCall(let value): try value.encode(to: encoder)
        case .computerUseCall(let value): try value.encode(to: encoder)
        case .computerUseApprovalRequest(let value): try value.encode(to: encoder)
        case .computerUseApprovalRequestResult(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .commandExecution(let value): try value.encode(to: encoder)
        case .createSubagentCall(let value): try value.encode(to: encoder)
        case .sendSubagentInputCall(let value): try value.encode(to: encoder)
        case .resumeSubagentCall(let value): try value.encode(to: encoder)
        case .waitForSubagentsCall(let value): try value.encode(to: encoder)
        case .interruptSubagentCall(let value): try value.encode(to: encoder)
        case .closeSubagentCall(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
