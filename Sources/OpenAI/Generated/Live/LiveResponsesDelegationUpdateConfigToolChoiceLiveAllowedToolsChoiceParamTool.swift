// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamTool`
public nonisolated enum LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam)
    /// - `type`: `mcp`
    case mcp(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam)
    /// - `type`: `file_search`
    case fileSearch(LiveResponsesDelegationUpdateConfigToolChoiceFileSearch)
    /// - `type`: `web_search`
    case webSearch(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `web_search_preview`
    case webSearchPreview(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview)
    /// - `type`: `image_generation`
    case imageGeneration(LiveResponsesDelegationUpdateConfigToolChoiceImageGeneration)
    /// - `type`: `computer`
    case computer(LiveResponsesDelegationUpdateConfigToolChoiceComputer)
    /// - `type`: `code_interpreter`
    case codeInterpreter(LiveResponsesDelegationUpdateConfigToolChoiceCodeInterpreter)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `shell`
    case shell(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolShell)
    /// - `type`: `custom`
    case custom(LiveResponsesDelegationUpdateConfigToolChoiceCustom)
    /// - `type`: `apply_patch`
    case applyPatch(LiveResponsesDelegationUpdateConfigToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam(from: decoder)); return
            case "mcp": self = .mcp(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam(from: decoder)); return
            case "file_search": self = .fileSearch(try LiveResponsesDelegationUpdateConfigToolChoiceFileSearch(from: decoder)); return
            case "web_search": self = .webSearch(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview(from: decoder)); return
            case "image_generation": self = .imageGeneration(try LiveResponsesDelegationUpdateConfigToolChoiceImageGeneration(from: decoder)); return
            case "computer": self = .computer(try LiveResponsesDelegationUpdateConfigToolChoiceComputer(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try LiveResponsesDelegationUpdateConfigToolChoiceCodeInterpreter(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "shell": self = .shell(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolShell(from: decoder)); return
            case "custom": self = .custom(try LiveResponsesDelegationUpdateConfigToolChoiceCustom(from: decoder)); return
            case "apply_patch": self = .applyPatch(try LiveResponsesDelegationUpdateConfigToolApplyPatch(from: decoder)); return
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
