// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigTool`
public nonisolated enum LiveResponsesDelegationUpdateConfigTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveFunctionTool)
    /// - `type`: `web_search`
    case webSearch(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `file_search`
    case fileSearch(LiveResponsesDelegationUpdateConfigToolChoiceFileSearch)
    /// - `type`: `code_interpreter`
    case codeInterpreter(LiveResponsesDelegationUpdateConfigToolChoiceCodeInterpreter)
    /// - `type`: `shell`
    case shell(LiveResponsesDelegationUpdateConfigToolShell)
    /// - `type`: `image_generation`
    case imageGeneration(LiveResponsesDelegationUpdateConfigToolChoiceImageGeneration)
    /// - `type`: `mcp`
    case mcp(LiveResponsesDelegationUpdateConfigToolMcp)
    /// - `type`: `custom`
    case custom(LiveResponsesDelegationUpdateConfigToolCustom)
    /// - `type`: `namespace`
    case namespace(LiveResponsesDelegationUpdateConfigToolNamespace)
    /// - `type`: `tool_search`
    case toolSearch(LiveResponsesDelegationUpdateConfigToolSearch)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `computer`
    case computer(LiveResponsesDelegationUpdateConfigToolChoiceComputer)
    /// - `type`: `apply_patch`
    case applyPatch(LiveResponsesDelegationUpdateConfigToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveFunctionTool(from: decoder)); return
            case "web_search": self = .webSearch(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "file_search": self = .fileSearch(try LiveResponsesDelegationUpdateConfigToolChoiceFileSearch(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try LiveResponsesDelegationUpdateConfigToolChoiceCodeInterpreter(from: decoder)); return
            case "shell": self = .shell(try LiveResponsesDelegationUpdateConfigToolShell(from: decoder)); return
            case "image_generation": self = .imageGeneration(try LiveResponsesDelegationUpdateConfigToolChoiceImageGeneration(from: decoder)); return
            case "mcp": self = .mcp(try LiveResponsesDelegationUpdateConfigToolMcp(from: decoder)); return
            case "custom": self = .custom(try LiveResponsesDelegationUpdateConfigToolCustom(from: decoder)); return
            case "namespace": self = .namespace(try LiveResponsesDelegationUpdateConfigToolNamespace(from: decoder)); return
            case "tool_search": self = .toolSearch(try LiveResponsesDelegationUpdateConfigToolSearch(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "computer": self = .computer(try LiveResponsesDelegationUpdateConfigToolChoiceComputer(from: decoder)); return
            case "apply_patch": self = .applyPatch(try LiveResponsesDelegationUpdateConfigToolApplyPatch(from: decoder)); return
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
