// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamTool`
public nonisolated enum ResponsesDelegationUpdateConfigParamTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveFunctionToolParamFunctionToolParam)
    /// - `type`: `web_search`
    case webSearch(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `file_search`
    case fileSearch(ResponsesDelegationUpdateConfigParamToolChoiceFileSearch)
    /// - `type`: `code_interpreter`
    case codeInterpreter(ResponsesDelegationUpdateConfigParamToolChoiceCodeInterpreter)
    /// - `type`: `shell`
    case shell(ResponsesDelegationUpdateConfigParamToolShell)
    /// - `type`: `image_generation`
    case imageGeneration(ResponsesDelegationUpdateConfigParamToolChoiceImageGeneration)
    /// - `type`: `mcp`
    case mcp(ResponsesDelegationUpdateConfigParamToolMcp)
    /// - `type`: `custom`
    case custom(ResponsesDelegationUpdateConfigParamToolCustom)
    /// - `type`: `namespace`
    case namespace(ResponsesDelegationUpdateConfigParamToolNamespace)
    /// - `type`: `tool_search`
    case toolSearch(ResponsesDelegationUpdateConfigParamToolSearch)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `computer`
    case computer(ResponsesDelegationUpdateConfigParamToolChoiceComputer)
    /// - `type`: `apply_patch`
    case applyPatch(ResponsesDelegationUpdateConfigParamToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveFunctionToolParamFunctionToolParam(from: decoder)); return
            case "web_search": self = .webSearch(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "file_search": self = .fileSearch(try ResponsesDelegationUpdateConfigParamToolChoiceFileSearch(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try ResponsesDelegationUpdateConfigParamToolChoiceCodeInterpreter(from: decoder)); return
            case "shell": self = .shell(try ResponsesDelegationUpdateConfigParamToolShell(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ResponsesDelegationUpdateConfigParamToolChoiceImageGeneration(from: decoder)); return
            case "mcp": self = .mcp(try ResponsesDelegationUpdateConfigParamToolMcp(from: decoder)); return
            case "custom": self = .custom(try ResponsesDelegationUpdateConfigParamToolCustom(from: decoder)); return
            case "namespace": self = .namespace(try ResponsesDelegationUpdateConfigParamToolNamespace(from: decoder)); return
            case "tool_search": self = .toolSearch(try ResponsesDelegationUpdateConfigParamToolSearch(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ResponsesDelegationUpdateConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "computer": self = .computer(try ResponsesDelegationUpdateConfigParamToolChoiceComputer(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ResponsesDelegationUpdateConfigParamToolApplyPatch(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .codeInterpreter(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .imageGeneration(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .namespace(let value): try value.encode(to: encoder)
        case .toolSearch(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .computer(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
