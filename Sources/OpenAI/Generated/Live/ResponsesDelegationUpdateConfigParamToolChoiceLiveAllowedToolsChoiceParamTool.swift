// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamTool`
public nonisolated enum ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam)
    /// - `type`: `mcp`
    case mcp(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam)
    /// - `type`: `file_search`
    case fileSearch(ResponsesDelegationUpdateConfigParamToolChoiceFileSearch)
    /// - `type`: `web_search`
    case webSearch(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `web_search_preview`
    case webSearchPreview(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview)
    /// - `type`: `image_generation`
    case imageGeneration(ResponsesDelegationUpdateConfigParamToolChoiceImageGeneration)
    /// - `type`: `computer`
    case computer(ResponsesDelegationUpdateConfigParamToolChoiceComputer)
    /// - `type`: `code_interpreter`
    case codeInterpreter(ResponsesDelegationUpdateConfigParamToolChoiceCodeInterpreter)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `shell`
    case shell(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolShell)
    /// - `type`: `custom`
    case custom(ResponsesDelegationUpdateConfigParamToolChoiceCustom)
    /// - `type`: `apply_patch`
    case applyPatch(ResponsesDelegationUpdateConfigParamToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam(from: decoder)); return
            case "mcp": self = .mcp(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam(from: decoder)); return
            case "file_search": self = .fileSearch(try ResponsesDelegationUpdateConfigParamToolChoiceFileSearch(from: decoder)); return
            case "web_search": self = .webSearch(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ResponsesDelegationUpdateConfigParamToolChoiceImageGeneration(from: decoder)); return
            case "computer": self = .computer(try ResponsesDelegationUpdateConfigParamToolChoiceComputer(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try ResponsesDelegationUpdateConfigParamToolChoiceCodeInterpreter(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "shell": self = .shell(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolShell(from: decoder)); return
            case "custom": self = .custom(try ResponsesDelegationUpdateConfigParamToolChoiceCustom(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ResponsesDelegationUpdateConfigParamToolApplyPatch(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .webSearchPreview(let value): try value.encode(to: encoder)
        case .imageGeneration(let value): try value.encode(to: encoder)
        case .computer(let value): try value.encode(to: encoder)
        case .codeInterpreter(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
