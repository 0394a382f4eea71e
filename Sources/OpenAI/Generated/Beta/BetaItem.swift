// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Content item used to generate a response.
///
/// - Schema: `#/components/schemas/BetaItem`
public nonisolated enum BetaItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case inputMessage(BetaInputMessage)
    /// - `type`: `message`
    case outputMessage(BetaOutputMessage)
    /// - `type`: `file_search_call`
    case fileSearchCall(BetaFileSearchToolCall)
    /// - `type`: `computer_call`
    case computerCall(BetaComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(BetaComputerCallOutputItemParam)
    /// - `type`: `web_search_call`
    case webSearchCall(BetaWebSearchToolCall)
    /// - `type`: `function_call`
    case functionCall(BetaFunctionToolCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(BetaFunctionCallOutputItemParam)
    /// - `type`: `agent_message`
    case agentMessage(BetaAgentMessageItemParam)
    /// - `type`: `multi_agent_call`
    case multiAgentCall(BetaMultiAgentCallItemParam)
    /// - `type`: `multi_agent_call_output`
    case multiAgentCallOutput(BetaMultiAgentCallOutputItemParam)
    /// - `type`: `tool_search_call`
    case toolSearchCall(BetaToolSearchCallItemParam)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(BetaToolSearchOutputItemParam)
    /// - `type`: `additional_tools`
    case additionalTools(BetaAdditionalToolsItemParam)
    /// - `type`: `reasoning`
    case reasoning(BetaReasoningItem)
    /// - `type`: `compaction`
    case compaction(BetaCompactionSummaryItemParam)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(BetaImageGenToolCall)
    /// - `type`: `code_interpreter_call`
    case codeInterpreterCall(BetaCodeInterpreterToolCall)
    /// - `type`: `local_shell_call`
    case localShellCall(BetaLocalShellToolCall)
    /// - `type`: `local_shell_call_output`
    case localShellCallOutput(BetaLocalShellToolCallOutput)
    /// - `type`: `shell_call`
    case shellCall(BetaFunctionShellCallItemParam)
    /// - `type`: `shell_call_output`
    case shellCallOutput(BetaFunctionShellCallOutputItemParam)
    /// - `type`: `apply_patch_call`
    case applyPatchCall(BetaApplyPatchToolCallItemParam)
    /// - `type`: `apply_patch_call_output`
    case applyPatchCallOutput(BetaApplyPatchToolCallOutputItemParam)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(BetaMCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(BetaMCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(BetaMCPApprovalResponse)
    /// - `type`: `mcp_call`
    case mcpCall(BetaMCPToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(BetaCustomToolCallOutput)
    /// - `type`: `custom_tool_call`
    case customToolCall(BetaCustomToolCall)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .inputMessage(try BetaInputMessage(from: decoder))
                    default: return .outputMessage(try BetaOutputMessage(from: decoder))
                    }
                }
                return
            case "file_search_call": self = .fileSearchCall(try BetaFileSearchToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try BetaComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try BetaComputerCallOutputItemParam(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try BetaWebSearchToolCall(from: decoder)); return
            case "function_call": self = .functionCall(try BetaFunctionToolCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try BetaFunctionCallOutputItemParam(from: decoder)); return
            case "agent_message": self = .agentMessage(try BetaAgentMessageItemParam(from: decoder)); return
            case "multi_agent_call": self = .multiAgentCall(try BetaMultiAgentCallItemParam(from: decoder)); return
            case "multi_agent_call_output": self = .multiAgentCallOutput(try BetaMultiAgentCallOutputItemParam(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try BetaToolSearchCallItemParam(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try BetaToolSearchOutputItemParam(from: decoder)); return
            case "additional_tools": self = .additionalTools(try BetaAdditionalToolsItemParam(from: decoder)); return
            case "reasoning": self = .reasoning(try BetaReasoningItem(from: decoder)); return
            case "compaction": self = .compaction(try BetaCompactionSummaryItemParam(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try BetaImageGenToolCall(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try BetaCodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try BetaLocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try BetaLocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try BetaFunctionShellCallItemParam(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try BetaFunctionShellCallOutputItemParam(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try BetaApplyPatchToolCallItemParam(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try BetaApplyPatchToolCallOutputItemParam(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try BetaMCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try BetaMCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try BetaMCPApprovalResponse(from: decoder)); return
            case "mcp_call": self = .mcpCall(try BetaMCPToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try BetaCustomToolCallOutput(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try BetaCustomToolCall(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .inputMessage(try BetaInputMessage(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // inputMessage
        .init(required: ["role", "content"], declared: ["agent", "type", "role", "status", "content"], constants: [("role", ["user", "system", "developer"])]),
        // outputMessage
        .init(required: ["id", "type", "role", "content", "status"], declared: ["agent", "id", "type", "role", "content", "phase", "status"], constants: [("role", ["assistant"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .inputMessage(let value): try value.encode(to: encoder)
        case .outputMessage(let value): try value.encode(to: encoder)
        case .fileSearchCall(let value): try value.encode(to: encoder)
        case .computerCall(let value): try value.encode(to: encoder)
        case .computerCallOutput(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .agentMessage(let value): try value.encode(to: encoder)
        case .multiAgentCall(let value): try value.encode(to: encoder)
        case .multiAgentCallOutput(let value): try value.encode(to: encoder)
        case .toolSearchCall(let value): try value.encode(to: encoder)
        case .toolSearchOutput(let value): try value.encode(to: encoder)
        case .additionalTools(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .imageGenerationCall(let value): try value.encode(to: encoder)
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
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
