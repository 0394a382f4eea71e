// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A tool that can be used to generate a response.
///
/// - Schema: `#/components/schemas/Tool`
public nonisolated enum APITool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(FunctionTool)
    /// - `type`: `file_search`
    case fileSearch(FileSearchTool)
    /// - `type`: `computer`
    case computer(ComputerTool)
    /// - `type`: `computer_use_preview`
    case computerUsePreview(ComputerUsePreviewTool)
    /// - `type`: `web_search`, `web_search_2025_08_26`
    case webSearch(WebSearchTool)
    /// - `type`: `mcp`
    case mcp(MCPTool)
    /// - `type`: `code_interpreter`
    case codeInterpreter(CodeInterpreterTool)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ProgrammaticToolCallingParam)
    /// - `type`: `image_generation`
    case imageGeneration(ImageGenTool)
    /// - `type`: `local_shell`
    case localShell(LocalShellToolParam)
    /// - `type`: `shell`
    case shell(FunctionShellToolParam)
    /// - `type`: `custom`
    case custom(CustomToolParam)
    /// - `type`: `namespace`
    case namespace(NamespaceToolParam)
    /// - `type`: `tool_search`
    case toolSearch(ToolSearchToolParam)
    /// - `type`: `web_search_preview`, `web_search_preview_2025_03_11`
    case webSearchPreview(WebSearchPreviewTool)
    /// - `type`: `apply_patch`
    case applyPatch(ApplyPatchToolParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.codeInterpreter(text)` for a `String` value, as a string literal is written.
    public static func codeInterpreter(_ text: String) -> Self {
        .codeInterpreter(CodeInterpreterTool(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try FunctionTool(from: decoder)); return
            case "file_search": self = .fileSearch(try FileSearchTool(from: decoder)); return
            case "computer": self = .computer(try ComputerTool(from: decoder)); return
            case "computer_use_preview": self = .computerUsePreview(try ComputerUsePreviewTool(from: decoder)); return
            case "web_search": self = .webSearch(try WebSearchTool(from: decoder)); return
            case "web_search_2025_08_26": self = .webSearch(try WebSearchTool(from: decoder)); return
            case "mcp": self = .mcp(try MCPTool(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try CodeInterpreterTool(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ProgrammaticToolCallingParam(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ImageGenTool(from: decoder)); return
            case "local_shell": self = .localShell(try LocalShellToolParam(from: decoder)); return
            case "shell": self = .shell(try FunctionShellToolParam(from: decoder)); return
            case "custom": self = .custom(try CustomToolParam(from: decoder)); return
            case "namespace": self = .namespace(try NamespaceToolParam(from: decoder)); return
            case "tool_search": self = .toolSearch(try ToolSearchToolParam(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try WebSearchPreviewTool(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .webSearchPreview(try WebSearchPreviewTool(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ApplyPatchToolParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .computer(let value): try value.encode(to: encoder)
        case .computerUsePreview(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .codeInterpreter(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .imageGeneration(let value): try value.encode(to: encoder)
        case .localShell(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .namespace(let value): try value.encode(to: encoder)
        case .toolSearch(let value): try value.encode(to: encoder)
        case .webSearchPreview(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
