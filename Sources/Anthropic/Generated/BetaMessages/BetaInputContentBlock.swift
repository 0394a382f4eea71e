// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// - Schema: `#/components/schemas/BetaInputContentBlock`
public nonisolated enum BetaInputContentBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Regular text content.
    ///
    /// - `type`: `text`
    case text(RequestTextBlock)
    /// Image content specified directly as base64 data or as a reference via a URL.
    ///
    /// - `type`: `image`
    case image(BetaRequestImageBlock)
    /// Document content, either specified directly as base64 data, as text, or as a reference via a URL.
    ///
    /// - `type`: `document`
    case document(BetaRequestDocumentBlock)
    /// A search result block containing source, title, and content from search operations.
    ///
    /// - `type`: `search_result`
    case searchResult(RequestSearchResultBlock)
    /// A block specifying internal thinking by the model.
    ///
    /// - `type`: `thinking`
    case thinking(RequestThinkingBlock)
    /// A block specifying internal, redacted thinking by the model.
    ///
    /// - `type`: `redacted_thinking`
    case redactedThinking(RequestRedactedThinkingBlock)
    /// A block indicating a tool use by the model.
    ///
    /// - `type`: `tool_use`
    case toolUse(RequestToolUseBlock)
    /// A block specifying the results of a tool use by the model.
    ///
    /// - `type`: `tool_result`
    case toolResult(BetaRequestToolResultBlock)
    /// - `type`: `server_tool_use`
    case serverToolUse(BetaRequestServerToolUseBlock)
    /// - `type`: `web_search_tool_result`
    case webSearchToolResult(BetaRequestWebSearchToolResultBlock)
    /// - `type`: `web_fetch_tool_result`
    case webFetchToolResult(BetaRequestWebFetchToolResultBlock)
    /// - `type`: `advisor_tool_result`
    case advisorToolResult(BetaRequestAdvisorToolResultBlock)
    /// - `type`: `code_execution_tool_result`
    case codeExecutionToolResult(RequestCodeExecutionToolResultBlock)
    /// - `type`: `bash_code_execution_tool_result`
    case bashCodeExecutionToolResult(RequestBashCodeExecutionToolResultBlock)
    /// - `type`: `text_editor_code_execution_tool_result`
    case textEditorCodeExecutionToolResult(RequestTextEditorCodeExecutionToolResultBlock)
    /// - `type`: `tool_search_tool_result`
    case toolSearchToolResult(RequestToolSearchToolResultBlock)
    /// - `type`: `mcp_tool_use`
    case mcpToolUse(BetaRequestMCPToolUseBlock)
    /// - `type`: `mcp_tool_result`
    case mcpToolResult(BetaRequestMCPToolResultBlock)
    /// - `type`: `container_upload`
    case containerUpload(RequestContainerUploadBlock)
    /// - `type`: `compaction`
    case compaction(BetaRequestCompactionBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try RequestTextBlock(from: decoder)); return
            case "image": self = .image(try BetaRequestImageBlock(from: decoder)); return
            case "document": self = .document(try BetaRequestDocumentBlock(from: decoder)); return
            case "search_result": self = .searchResult(try RequestSearchResultBlock(from: decoder)); return
            case "thinking": self = .thinking(try RequestThinkingBlock(from: decoder)); return
            case "redacted_thinking": self = .redactedThinking(try RequestRedactedThinkingBlock(from: decoder)); return
            case "tool_use": self = .toolUse(try RequestToolUseBlock(from: decoder)); return
            case "tool_result": self = .toolResult(try BetaRequestToolResultBlock(from: decoder)); return
            case "server_tool_use": self = .serverToolUse(try BetaRequestServerToolUseBlock(from: decoder)); return
            case "web_search_tool_result": self = .webSearchToolResult(try BetaRequestWebSearchToolResultBlock(from: decoder)); return
            case "web_fetch_tool_result": self = .webFetchToolResult(try BetaRequestWebFetchToolResultBlock(from: decoder)); return
            case "advisor_tool_result": self = .advisorToolResult(try BetaRequestAdvisorToolResultBlock(from: decoder)); return
            case "code_execution_tool_result": self = .codeExecutionToolResult(try RequestCodeExecutionToolResultBlock(from: decoder)); return
            case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try RequestBashCodeExecutionToolResultBlock(from: decoder)); return
            case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try RequestTextEditorCodeExecutionToolResultBlock(from: decoder)); return
            case "tool_search_tool_result": self = .toolSearchToolResult(try RequestToolSearchToolResultBlock(from: decoder)); return
            case "mcp_tool_use": self = .mcpToolUse(try BetaRequestMCPToolUseBlock(from: decoder)); return
            case "mcp_tool_result": self = .mcpToolResult(try BetaRequestMCPToolResultBlock(from: decoder)); return
            case "container_upload": self = .containerUpload(try RequestContainerUploadBlock(from: decoder)); return
            case "compaction": self = .compaction(try BetaRequestCompactionBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .document(let value): try value.encode(to: encoder)
        case .searchResult(let value): try value.encode(to: encoder)
        case .thinking(let value): try value.encode(to: encoder)
        case .redactedThinking(let value): try value.encode(to: encoder)
        case .toolUse(let value): try value.encode(to: encoder)
        case .toolResult(let value): try value.encode(to: encoder)
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
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
