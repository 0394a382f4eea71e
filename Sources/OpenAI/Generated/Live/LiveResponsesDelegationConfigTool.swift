// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigTool`
public nonisolated enum LiveResponsesDelegationConfigTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(LiveFunctionTool)
    /// - `type`: `web_search`
    case webSearch(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `file_search`
    case fileSearch(LiveResponsesDelegationConfigToolChoiceFileSearch)
    /// - `type`: `code_interpreter`
    case codeInterpreter(LiveResponsesDelegationConfigToolChoiceCodeInterpreter)
    /// - `type`: `shell`
    case shell(LiveResponsesDelegationConfigToolShell)
    /// - `type`: `image_generation`
    case imageGeneration(LiveResponsesDelegationConfigToolChoiceImageGeneration)
    /// - `type`: `mcp`
    case mcp(LiveResponsesDelegationConfigToolMcp)
    /// - `type`: `custom`
    case custom(LiveResponsesDelegationConfigToolCustom)
    /// - `type`: `namespace`
    case namespace(LiveResponsesDelegationConfigToolNamespace)
    /// - `type`: `tool_search`
    case toolSearch(LiveResponsesDelegationConfigToolSearch)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `computer`
    case computer(LiveResponsesDelegationConfigToolChoiceComputer)
    /// - `type`: `apply_patch`
    case applyPatch(LiveResponsesDelegationConfigToolApplyPatch)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try LiveFunctionTool(from: decoder)); return
            case "web_search": self = .webSearch(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "file_search": self = .fileSearch(try LiveResponsesDelegationConfigToolChoiceFileSearch(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try LiveResponsesDelegationConfigToolChoiceCodeInterpreter(from: decoder)); return
            case "shell": self = .shell(try LiveResponsesDelegationConfigToolShell(from: decoder)); return
            case "image_generation": self = .imageGeneration(try LiveResponsesDelegationConfigToolChoiceImageGeneration(from: decoder)); return
            case "mcp": self = .mcp(try LiveResponsesDelegationConfigToolMcp(from: decoder)); return
            case "custom": self = .custom(try LiveResponsesDelegationConfigToolCustom(from: decoder)); return
            case "namespace": self = .namespace(try LiveResponsesDelegationConfigToolNamespace(from: decoder)); return
            case "tool_search": self = .toolSearch(try LiveResponsesDelegationConfigToolSearch(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "computer": self = .computer(try LiveResponsesDelegationConfigToolChoiceComputer(from: decoder)); return
            case "apply_patch": self = .applyPatch(try LiveResponsesDelegationConfigToolApplyPatch(from: decoder)); return
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
