// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaResponseToolUnion`
public nonisolated enum BetaResponseToolUnion: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `custom`
    case custom(BetaResponseTool)
    /// - `type`: `bash_20241022`
    case bash_20241022(BetaToolBash20241022)
    /// - `type`: `bash_20250124`
    case bash_20250124(BetaToolBash20250124)
    /// - `type`: `code_execution_20250522`
    case codeExecution_20250522(BetaCodeExecutionTool20250522)
    /// - `type`: `code_execution_20250825`
    case codeExecution_20250825(BetaCodeExecutionTool20250825)
    /// - `type`: `code_execution_20260120`
    case codeExecution_20260120(BetaCodeExecutionTool20260120)
    /// - `type`: `code_execution_20260521`
    case codeExecution_20260521(BetaCodeExecutionTool20260521)
    /// - `type`: `browser_toolset_20260801`
    case browserToolset_20260801(BetaBrowserToolset20260801)
    /// - `type`: `computer_20241022`
    case computer_20241022(BetaToolComputerUse20241022)
    /// - `type`: `memory_20250818`
    case memory_20250818(BetaMemoryTool20250818)
    /// - `type`: `computer_20250124`
    case computer_20250124(BetaToolComputerUse20250124)
    /// - `type`: `text_editor_20241022`
    case textEditor_20241022(BetaToolTextEditor20241022)
    /// - `type`: `computer_20251124`
    case computer_20251124(BetaToolComputerUse20251124)
    /// - `type`: `computer_toolset_20260801`
    case computerToolset_20260801(BetaComputerToolset20260801)
    /// - `type`: `text_editor_20250124`
    case textEditor_20250124(BetaToolTextEditor20250124)
    /// - `type`: `text_editor_20250429`
    case textEditor_20250429(BetaToolTextEditor20250429)
    /// - `type`: `text_editor_20250728`
    case textEditor_20250728(BetaToolTextEditor20250728)
    /// - `type`: `web_search_20250305`
    case webSearch_20250305(BetaWebSearchTool20250305)
    /// - `type`: `web_fetch_20250910`
    case webFetch_20250910(BetaWebFetchTool20250910)
    /// - `type`: `web_search_20260209`
    case webSearch_20260209(BetaWebSearchTool20260209)
    /// - `type`: `web_fetch_20260209`
    case webFetch_20260209(BetaWebFetchTool20260209)
    /// - `type`: `web_fetch_20260309`
    case webFetch_20260309(BetaWebFetchTool20260309)
    /// - `type`: `web_search_20260318`
    case webSearch_20260318(BetaWebSearchTool20260318)
    /// - `type`: `web_fetch_20260318`
    case webFetch_20260318(BetaWebFetchTool20260318)
    /// - `type`: `advisor_20260301`
    case advisor_20260301(BetaAdvisorTool20260301)
    /// - `type`: `tool_search_tool_bm25_20251119`, `tool_search_tool_bm25`
    case toolSearchToolBm25_20251119(BetaToolSearchToolBm2520251119)
    /// - `type`: `tool_search_tool_regex_20251119`, `tool_search_tool_regex`
    case toolSearchToolRegex_20251119(BetaToolSearchToolRegex20251119)
    /// - `type`: `mcp_toolset`
    case mcpToolset(BetaMcpToolsetBetaMCPToolset)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "custom": self = .custom(try BetaResponseTool(from: decoder)); return
            case "bash_20241022": self = .bash_20241022(try BetaToolBash20241022(from: decoder)); return
            case "bash_20250124": self = .bash_20250124(try BetaToolBash20250124(from: decoder)); return
            case "code_execution_20250522": self = .codeExecution_20250522(try BetaCodeExecutionTool20250522(from: decoder)); return
            case "code_execution_20250825": self = .codeExecution_20250825(try BetaCodeExecutionTool20250825(from: decoder)); return
            case "code_execution_20260120": self = .codeExecution_20260120(try BetaCodeExecutionTool20260120(from: decoder)); return
            case "code_execution_20260521": self = .codeExecution_20260521(try BetaCodeExecutionTool20260521(from: decoder)); return
            case "browser_toolset_20260801": self = .browserToolset_20260801(try BetaBrowserToolset20260801(from: decoder)); return
            case "computer_20241022": self = .computer_20241022(try BetaToolComputerUse20241022(from: decoder)); return
            case "memory_20250818": self = .memory_20250818(try BetaMemoryTool20250818(from: decoder)); return
            case "computer_20250124": self = .computer_20250124(try BetaToolComputerUse20250124(from: decoder)); return
            case "text_editor_20241022": self = .textEditor_20241022(try BetaToolTextEditor20241022(from: decoder)); return
            case "computer_20251124": self = .computer_20251124(try BetaToolComputerUse20251124(from: decoder)); return
            case "computer_toolset_20260801": self = .computerToolset_20260801(try BetaComputerToolset20260801(from: decoder)); return
            case "text_editor_20250124": self = .textEditor_20250124(try BetaToolTextEditor20250124(from: decoder)); return
            case "text_editor_20250429": self = .textEditor_20250429(try BetaToolTextEditor20250429(from: decoder)); return
            case "text_editor_20250728": self = .textEditor_20250728(try BetaToolTextEditor20250728(from: decoder)); return
            case "web_search_20250305": self = .webSearch_20250305(try BetaWebSearchTool20250305(from: decoder)); return
            case "web_fetch_20250910": self = .webFetch_20250910(try BetaWebFetchTool20250910(from: decoder)); return
            case "web_search_20260209": self = .webSearch_20260209(try BetaWebSearchTool20260209(from: decoder)); return
            case "web_fetch_20260209": self = .webFetch_20260209(try BetaWebFetchTool20260209(from: decoder)); return
            case "web_fetch_20260309": self = .webFetch_20260309(try BetaWebFetchTool20260309(from: decoder)); return
            case "web_search_20260318": self = .webSearch_20260318(try BetaWebSearchTool20260318(from: decoder)); return
            case "web_fetch_20260318": self = .webFetch_20260318(try BetaWebFetchTool20260318(from: decoder)); return
            case "advisor_20260301": self = .advisor_20260301(try BetaAdvisorTool20260301(from: decoder)); return
            case "tool_search_tool_bm25_20251119": self = .toolSearchToolBm25_20251119(try BetaToolSearchToolBm2520251119(from: decoder)); return
            case "tool_search_tool_bm25": self = .toolSearchToolBm25_20251119(try BetaToolSearchToolBm2520251119(from: decoder)); return
            case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119(try BetaToolSearchToolRegex20251119(from: decoder)); return
            case "tool_search_tool_regex": self = .toolSearchToolRegex_20251119(try BetaToolSearchToolRegex20251119(from: decoder)); return
            case "mcp_toolset": self = .mcpToolset(try BetaMcpToolsetBetaMCPToolset(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .custom(try BetaResponseTool(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .custom(let value): try value.encode(to: encoder)
        case .bash_20241022(let value): try value.encode(to: encoder)
        case .bash_20250124(let value): try value.encode(to: encoder)
        case .codeExecution_20250522(let value): try value.encode(to: encoder)
        case .codeExecution_20250825(let value): try value.encode(to: encoder)
        case .codeExecution_20260120(let value): try value.encode(to: encoder)
        case .codeExecution_20260521(let value): try value.encode(to: encoder)
        case .browserToolset_20260801(let value): try value.encode(to: encoder)
        case .computer_20241022(let value): try value.encode(to: encoder)
        case .memory_20250818(let value): try value.encode(to: encoder)
        case .computer_20250124(let value): try value.encode(to: encoder)
        case .textEditor_20241022(let value): try value.encode(to: encoder)
        case .computer_20251124(let value): try value.encode(to: encoder)
        case .computerToolset_20260801(let value): try value.encode(to: encoder)
        case .textEditor_20250124(let value): try value.encode(to: encoder)
        case .textEditor_20250429(let value): try value.encode(to: encoder)
        case .textEditor_20250728(let value): try value.encode(to: encoder)
        case .webSearch_20250305(let value): try value.encode(to: encoder)
        case .webFetch_20250910(let value): try value.encode(to: encoder)
        case .webSearch_20260209(let value): try value.encode(to: encoder)
        case .webFetch_20260209(let value): try value.encode(to: encoder)
        case .webFetch_20260309(let value): try value.encode(to: encoder)
        case .webSearch_20260318(let value): try value.encode(to: encoder)
        case .webFetch_20260318(let value): try value.encode(to: encoder)
        case .advisor_20260301(let value): try value.encode(to: encoder)
        case .toolSearchToolBm25_20251119(let value): try value.encode(to: encoder)
        case .toolSearchToolRegex_20251119(let value): try value.encode(to: encoder)
        case .mcpToolset(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
