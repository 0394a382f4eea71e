// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// - Schema: `#/components/schemas/BetaContentBlock`
public nonisolated enum BetaContentBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ResponseTextBlock)
    /// - `type`: `thinking`
    case thinking(ResponseThinkingBlock)
    /// - `type`: `redacted_thinking`
    case redactedThinking(ResponseRedactedThinkingBlock)
    /// - `type`: `tool_use`
    case toolUse(BetaResponseToolUseBlock)
    /// - `type`: `server_tool_use`
    case serverToolUse(BetaResponseServerToolUseBlock)
    /// - `type`: `web_search_tool_result`
    case webSearchToolResult(BetaResponseWebSearchToolResultBlock)
    /// - `type`: `web_fetch_tool_result`
    case webFetchToolResult(BetaResponseWebFetchToolResultBlock)
    /// - `type`: `advisor_tool_result`
    case advisorToolResult(BetaResponseAdvisorToolResultBlock)
    /// - `type`: `code_execution_tool_result`
    case codeExecutionToolResult(ResponseCodeExecutionToolResultBlock)
    /// - `type`: `bash_code_execution_tool_result`
    case bashCodeExecutionToolResult(ResponseBashCodeExecutionToolResultBlock)
    /// - `type`: `text_editor_code_execution_tool_result`
    case textEditorCodeExecutionToolResult(ResponseTextEditorCodeExecutionToolResultBlock)
    /// - `type`: `tool_search_tool_result`
    case toolSearchToolResult(ResponseToolSearchToolResultBlock)
    /// - `type`: `mcp_tool_use`
    case mcpToolUse(BetaResponseMCPToolUseBlock)
    /// - `type`: `mcp_tool_result`
    case mcpToolResult(BetaResponseMCPToolResultBlock)
    /// - `type`: `container_upload`
    case containerUpload(ResponseContainerUploadBlock)
    /// - `type`: `compaction`
    case compaction(BetaResponseCompactionBlock)
    /// - `type`: `fallback`
    case fallback(BetaFallbackBlock)
    /// - `type`: `mcp_tool_listing`
    case mcpToolListing(BetaMCPToolListingBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseTextBlock(from: decoder)); return
            case "thinking": self = .thinking(try ResponseThinkingBlock(from: decoder)); return
            case "redacted_thinking": self = .redactedThinking(try ResponseRedactedThinkingBlock(from: decoder)); return
            case "tool_use": self = .toolUse(try BetaResponseToolUseBlock(from: decoder)); return
            case "server_tool_use": self = .serverToolUse(try BetaResponseServerToolUseBlock(from: decoder)); return
            case "web_search_tool_result": self = .webSearchToolResult(try BetaResponseWebSearchToolResultBlock(from: decoder)); return
            case "web_fetch_tool_result": self = .webFetchToolResult(try BetaResponseWebFetchToolResultBlock(from: decoder)); return
            case "advisor_tool_result": self = .advisorToolResult(try BetaResponseAdvisorToolResultBlock(from: decoder)); return
            case "code_execution_tool_result": self = .codeExecutionToolResult(try ResponseCodeExecutionToolResultBlock(from: decoder)); return
            case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try ResponseBashCodeExecutionToolResultBlock(from: decoder)); return
            case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try ResponseTextEditorCodeExecutionToolResultBlock(from: decoder)); return
            case "tool_search_tool_result": self = .toolSearchToolResult(try ResponseToolSearchToolResultBlock(from: decoder)); return
            case "mcp_tool_use": self = .mcpToolUse(try BetaResponseMCPToolUseBlock(from: decoder)); return
            case "mcp_tool_result": self = .mcpToolResult(try BetaResponseMCPToolResultBlock(from: decoder)); return
            case "container_upload": self = .containerUpload(try ResponseContainerUploadBlock(from: decoder)); return
            case "compaction": self = .compaction(try BetaResponseCompactionBlock(from: decoder)); return
            case "fallback": self = .fallback(try BetaFallbackBlock(from: decoder)); return
            case "mcp_tool_listing": self = .mcpToolListing(try BetaMCPToolListingBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .thinking(let value): try value.encode(to: encoder)
        case .redactedThinking(let value): try value.encode(to: encoder)
        case .toolUse(let value): try value.encode(to: encoder)
        case .serverToolUse(let value): try value.encode(to: encoder)
        case .webSearchToolResult(let value): try value.encode(to: encoder)
        case .webFetchToolResult(let value): try value.encode(to: encoder)
        case .advisorToolResult(let value): try value.encode(to: encoder)
        case .codeExecutionToolResult(let value): try value.encode(to: encoder)
        case .bashCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .textEditorCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .toolSearchToolResult(let value): try value.encode(to: encoder)
        case .mcpToolUse(let value): try value.encode(to: encoder)
        case .mcpToolResult(let value): try value.encode(to: encoder)
        case .containerUpload(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .fallback(let value): try value.encode(to: encoder)
        case .mcpToolListing(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
