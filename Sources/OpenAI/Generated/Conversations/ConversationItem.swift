// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A single item within a conversation. The set of possible types are the same as the `output` type of a [Response object](https://platform.openai.com/docs/api-reference/responses/object#responses/object-output).
///
/// - Schema: `#/components/schemas/ConversationItem`
public nonisolated enum ConversationItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(ConversationMessage)
    /// - `type`: `function_call`
    case functionCall(FunctionToolCallResource)
    /// - `type`: `function_call_output`
    case functionCallOutput(FunctionToolCallOutputResource)
    /// - `type`: `file_search_call`
    case fileSearchCall(FileSearchToolCall)
    /// - `type`: `web_search_call`
    case webSearchCall(WebSearchToolCall)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(ImageGenToolCall)
    /// - `type`: `computer_call`
    case computerCall(ComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(ComputerToolCallOutputResource)
    /// - `type`: `tool_search_call`
    case toolSearchCall(ToolSearchCall)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(ToolSearchOutput)
    /// - `type`: `additional_tools`
    case additionalTools(AdditionalTools)
    /// - `type`: `reasoning`
    case reasoning(ReasoningItem)
    /// - `type`: `program`
    case program(Program)
    /// - `type`: `program_output`
    case programOutput(ProgramOutput)
    /// - `type`: `compaction`
    case compaction(CompactionBody)
    /// - `type`: `code_interpreter_call`
    case codeInterpreterCall(CodeInterpreterToolCall)
    /// - `type`: `local_shell_call`
    case localShellCall(LocalShellToolCall)
    /// - `type`: `local_shell_call_output`
    case localShellCallOutput(LocalShellToolCallOutput)
    /// - `type`: `shell_call`
    case shellCall(FunctionShellCall)
    /// - `type`: `shell_call_output`
    case shellCallOutput(FunctionShellCallOutput)
    /// - `type`: `apply_patch_call`
    case applyPatchCall(ApplyPatchToolCall)
    /// - `type`: `apply_patch_call_output`
    case applyPatchCallOutput(ApplyPatchToolCallOutput)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(MCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(MCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(MCPApprovalResponseResource)
    /// - `type`: `mcp_call`
    case mcpCall(MCPToolCall)
    /// - `type`: `custom_tool_call`
    case customToolCall(CustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(CustomToolCallOutput)
    /// - `type`: `configuration_update`
    case configurationUpdate(ResponseConfigurationUpdateItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try ConversationMessage(from: decoder)); return
            case "function_call": self = .functionCall(try FunctionToolCallResource(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try FunctionToolCallOutputResource(from: decoder)); return
            case "file_search_call": self = .fileSearchCall(try FileSearchToolCall(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try WebSearchToolCall(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try ImageGenToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try ComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try ComputerToolCallOutputResource(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try ToolSearchCall(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try ToolSearchOutput(from: decoder)); return
            case "additional_tools": self = .additionalTools(try AdditionalTools(from: decoder)); return
            case "reasoning": self = .reasoning(try ReasoningItem(from: decoder)); return
            case "program": self = .program(try Program(from: decoder)); return
            case "program_output": self = .programOutput(try ProgramOutput(from: decoder)); return
            case "compaction": self = .compaction(try CompactionBody(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try CodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try LocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try LocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try FunctionShellCall(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try FunctionShellCallOutput(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try ApplyPatchToolCall(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try ApplyPatchToolCallOutput(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try MCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try MCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try MCPApprovalResponseResource(from: decoder)); return
            case "mcp_call": self = .mcpCall(try MCPToolCall(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try CustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try CustomToolCallOutput(from: decoder)); return
            case "configuration_update": self = .configurationUpdate(try ResponseConfigurationUpdateItem(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .fileSearchCall(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .imageGenerationCall(let value): try value.encode(to: encoder)
        case .computerCall(let value): try value.encode(to: encoder)
        case .computerCallOutput(let value): try value.encode(to: encoder)
        case .toolSearchCall(let value): try value.encode(to: encoder)
        case .toolSearchOutput(let value): try value.encode(to: encoder)
        case .additionalTools(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .programOutput(let value): try value.encode(to: encoder)
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
        case .configurationUpdate(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
