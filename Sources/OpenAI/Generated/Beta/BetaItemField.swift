// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An item representing a message, tool call, tool output, reasoning, or other response element.
///
/// - Schema: `#/components/schemas/BetaItemField`
public nonisolated enum BetaItemField: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(BetaConversationMessage)
    /// - `type`: `program`
    case program(BetaProgram)
    /// - `type`: `program_output`
    case programOutput(BetaProgramOutput)
    /// - `type`: `function_call`
    case functionCall(BetaFunctionToolCall)
    /// - `type`: `multi_agent_call`
    case multiAgentCall(BetaMultiAgentCall)
    /// - `type`: `multi_agent_call_output`
    case multiAgentCallOutput(BetaMultiAgentCallOutput)
    /// - `type`: `tool_search_call`
    case toolSearchCall(BetaToolSearchCall)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(BetaToolSearchOutput)
    /// - `type`: `additional_tools`
    case additionalTools(BetaAdditionalTools)
    /// - `type`: `agent_message`
    case agentMessage(BetaAgentMessage)
    /// - `type`: `function_call_output`
    case functionCallOutput(BetaFunctionToolCallOutput)
    /// - `type`: `file_search_call`
    case fileSearchCall(BetaFileSearchToolCall)
    /// - `type`: `web_search_call`
    case webSearchCall(BetaWebSearchToolCall)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(BetaImageGenToolCall)
    /// - `type`: `computer_call`
    case computerCall(BetaComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(BetaComputerToolCallOutputResource)
    /// - `type`: `reasoning`
    case reasoning(BetaReasoningItem)
    /// - `type`: `compaction`
    case compaction(BetaCompactionBody)
    /// - `type`: `code_interpreter_call`
    case codeInterpreterCall(BetaCodeInterpreterToolCall)
    /// - `type`: `local_shell_call`
    case localShellCall(BetaLocalShellToolCall)
    /// - `type`: `local_shell_call_output`
    case localShellCallOutput(BetaLocalShellToolCallOutput)
    /// - `type`: `shell_call`
    case shellCall(BetaFunctionShellCall)
    /// - `type`: `shell_call_output`
    case shellCallOutput(BetaFunctionShellCallOutput)
    /// - `type`: `apply_patch_call`
    case applyPatchCall(BetaApplyPatchToolCall)
    /// - `type`: `apply_patch_call_output`
    case applyPatchCallOutput(BetaApplyPatchToolCallOutput)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(BetaMCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(BetaMCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(BetaMCPApprovalResponseResource)
    /// - `type`: `mcp_call`
    case mcpCall(BetaMCPToolCall)
    /// - `type`: `custom_tool_call`
    case customToolCall(BetaCustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(BetaCustomToolCallOutput)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try BetaConversationMessage(from: decoder)); return
            case "program": self = .program(try BetaProgram(from: decoder)); return
            case "program_output": self = .programOutput(try BetaProgramOutput(from: decoder)); return
            case "function_call": self = .functionCall(try BetaFunctionToolCall(from: decoder)); return
            case "multi_agent_call": self = .multiAgentCall(try BetaMultiAgentCall(from: decoder)); return
            case "multi_agent_call_output": self = .multiAgentCallOutput(try BetaMultiAgentCallOutput(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try BetaToolSearchCall(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try BetaToolSearchOutput(from: decoder)); return
            case "additional_tools": self = .additionalTools(try BetaAdditionalTools(from: decoder)); return
            case "agent_message": self = .agentMessage(try BetaAgentMessage(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try BetaFunctionToolCallOutput(from: decoder)); return
            case "file_search_call": self = .fileSearchCall(try BetaFileSearchToolCall(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try BetaWebSearchToolCall(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try BetaImageGenToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try BetaComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try BetaComputerToolCallOutputResource(from: decoder)); return
            case "reasoning": self = .reasoning(try BetaReasoningItem(from: decoder)); return
            case "compaction": self = .compaction(try BetaCompactionBody(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try BetaCodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try BetaLocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try BetaLocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try BetaFunctionShellCall(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try BetaFunctionShellCallOutput(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try BetaApplyPatchToolCall(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try BetaApplyPatchToolCallOutput(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try BetaMCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try BetaMCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try BetaMCPApprovalResponseResource(from: decoder)); return
            case "mcp_call": self = .mcpCall(try BetaMCPToolCall(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try BetaCustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try BetaCustomToolCallOutput(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .programOutput(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .multiAgentCall(let value): try value.encode(to: encoder)
        case .multiAgentCallOutput(let value): try value.encode(to: encoder)
        case .toolSearchCall(let value): try value.encode(to: encoder)
        case .toolSearchOutput(let value): try value.encode(to: encoder)
        case .additionalTools(let value): try value.encode(to: encoder)
        case .agentMessage(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .fileSearchCall(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .imageGenerationCall(let value): try value.encode(to: encoder)
        case .computerCall(let value): try value.encode(to: encoder)
        case .computerCallOutput(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .codeInterpreterCall(let value): try value.encode(to: encoder)
        case .localShellCall(let value): try value.encode(to: encoder)
        case .localShellCallOutput(let value): try value.encode(to: encoder)
        case .shellCall(let value): try value.encode(to: encoder)
        case .shellCallOutput(let value): try value.encode(to: encoder)
        case .applyPatchCall(let value): try value.encode(to: encoder)
        case .applyPatchCallOutput(let value): try value.encode(to: encoder)
        case .mcpListTools(let value): try value.encode(to: encoder)
        case .mcpApprovalRequest(let value): try value.encode(to: encoder)
        case .mcpApprovalResponse(let value): try value.encode(to: encoder)
        case .mcpCall(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
