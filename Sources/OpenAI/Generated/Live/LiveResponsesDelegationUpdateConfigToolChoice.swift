// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolChoice`
public nonisolated enum LiveResponsesDelegationUpdateConfigToolChoice: Codable, Equatable, Sendable, EmptyDecodable {
    case string(LiveResponsesDelegationUpdateConfigToolChoice.StringValue)
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
    /// - `type`: `allowed_tools`
    case allowedTools(LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
        case auto
        case none
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "none": self = .none
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .none: "none"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

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
            case "allowed_tools": self = .allowedTools(try LiveResponsesDelegationUpdateConfigToolChoiceLiveAllowedToolsChoiceParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .string(try LiveResponsesDelegationUpdateConfigToolChoice.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
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
        case .allowedTools(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
