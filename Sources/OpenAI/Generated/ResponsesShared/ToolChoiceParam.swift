// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// How the model should select which tool (or tools) to use when generating
/// a response. See the `tools` parameter to see how to specify which tools
/// the model can call.
///
/// - Schema: `#/components/schemas/ToolChoiceParam`
public nonisolated enum ToolChoiceParam: Codable, Equatable, Sendable, EmptyDecodable {
    case options(ToolChoiceOptions)
    /// - `type`: `allowed_tools`
    case allowedTools(ToolChoiceAllowed)
    /// - `type`: `file_search`, `web_search_preview`, `computer`, `computer_use_preview`, `computer_use`, `web_search_preview_2025_03_11`, `image_generation`, `code_interpreter`
    case fileSearch(ToolChoiceTypes)
    /// - `type`: `function`
    case function(ToolChoiceFunction)
    /// - `type`: `mcp`
    case mcp(ToolChoiceMCP)
    /// - `type`: `custom`
    case custom(ToolChoiceCustom)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(SpecificProgrammaticToolCallingParam)
    /// - `type`: `apply_patch`
    case applyPatch(SpecificApplyPatchParam)
    /// - `type`: `shell`
    case shell(SpecificFunctionShellParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allowed_tools": self = .allowedTools(try ToolChoiceAllowed(from: decoder)); return
            case "file_search": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "web_search_preview": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer_use_preview": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer_use": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "image_generation": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "code_interpreter": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "function": self = .function(try ToolChoiceFunction(from: decoder)); return
            case "mcp": self = .mcp(try ToolChoiceMCP(from: decoder)); return
            case "custom": self = .custom(try ToolChoiceCustom(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try SpecificProgrammaticToolCallingParam(from: decoder)); return
            case "apply_patch": self = .applyPatch(try SpecificApplyPatchParam(from: decoder)); return
            case "shell": self = .shell(try SpecificFunctionShellParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .options(try ToolChoiceOptions(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .options(let value): try value.encode(to: encoder)
        case .allowedTools(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
