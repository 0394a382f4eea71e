// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationConfigParamTool`
public nonisolated enum ResponsesDelegationConfigParamTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveFunctionToolParamFunctionToolParam)
    /// - `type`: `web_search`
    case webSearch(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `file_search`
    case fileSearch(ResponsesDelegationConfigParamToolChoiceFileSearch)
    /// - `type`: `code_interpreter`
    case codeInterpreter(ResponsesDelegationConfigParamToolChoiceCodeInterpreter)
    /// - `type`: `shell`
    case shell(ResponsesDelegationConfigParamToolShell)
    /// - `type`: `image_generation`
    case imageGeneration(ResponsesDelegationConfigParamToolChoiceImageGeneration)
    /// - `type`: `mcp`
    case mcp(ResponsesDelegationConfigParamToolMcp)
    /// - `type`: `custom`
    case custom(ResponsesDelegationConfigParamToolCustom)
    /// - `type`: `namespace`
    case namespace(ResponsesDelegationConfigParamToolNamespace)
    /// - `type`: `tool_search`
    case toolSearch(ResponsesDelegationConfigParamToolSearch)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `computer`
    case computer(ResponsesDelegationConfigParamToolChoiceComputer)
    /// - `type`: `apply_patch`
    case applyPatch(ResponsesDelegationConfigParamToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveFunctionToolParamFunctionToolParam(from: decoder)); return
            case "web_search": self = .webSearch(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "file_search": self = .fileSearch(try ResponsesDelegationConfigParamToolChoiceFileSearch(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try ResponsesDelegationConfigParamToolChoiceCodeInterpreter(from: decoder)); return
            case "shell": self = .shell(try ResponsesDelegationConfigParamToolShell(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ResponsesDelegationConfigParamToolChoiceImageGeneration(from: decoder)); return
            case "mcp": self = .mcp(try ResponsesDelegationConfigParamToolMcp(from: decoder)); return
            case "custom": self = .custom(try ResponsesDelegationConfigParamToolCustom(from: decoder)); return
            case "namespace": self = .namespace(try ResponsesDelegationConfigParamToolNamespace(from: decoder)); return
            case "tool_search": self = .toolSearch(try ResponsesDelegationConfigParamToolSearch(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "computer": self = .computer(try ResponsesDelegationConfigParamToolChoiceComputer(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ResponsesDelegationConfigParamToolApplyPatch(from: decoder)); return
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
