// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamTool`
public nonisolated enum LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam)
    /// - `type`: `mcp`
    case mcp(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam)
    /// - `type`: `file_search`
    case fileSearch(LiveResponsesDelegationConfigToolChoiceFileSearch)
    /// - `type`: `web_search`
    case webSearch(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `web_search_preview`
    case webSearchPreview(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview)
    /// - `type`: `image_generation`
    case imageGeneration(LiveResponsesDelegationConfigToolChoiceImageGeneration)
    /// - `type`: `computer`
    case computer(LiveResponsesDelegationConfigToolChoiceComputer)
    /// - `type`: `code_interpreter`
    case codeInterpreter(LiveResponsesDelegationConfigToolChoiceCodeInterpreter)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `shell`
    case shell(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolShell)
    /// - `type`: `custom`
    case custom(LiveResponsesDelegationConfigToolChoiceCustom)
    /// - `type`: `apply_patch`
    case applyPatch(LiveResponsesDelegationConfigToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam(from: decoder)); return
            case "mcp": self = .mcp(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam(from: decoder)); return
            case "file_search": self = .fileSearch(try LiveResponsesDelegationConfigToolChoiceFileSearch(from: decoder)); return
            case "web_search": self = .webSearch(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview(from: decoder)); return
            case "image_generation": self = .imageGeneration(try LiveResponsesDelegationConfigToolChoiceImageGeneration(from: decoder)); return
            case "computer": self = .computer(try LiveResponsesDelegationConfigToolChoiceComputer(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try LiveResponsesDelegationConfigToolChoiceCodeInterpreter(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "shell": self = .shell(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolShell(from: decoder)); return
            case "custom": self = .custom(try LiveResponsesDelegationConfigToolChoiceCustom(from: decoder)); return
            case "apply_patch": self = .applyPatch(try LiveResponsesDelegationConfigToolApplyPatch(from: decoder)); return
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
