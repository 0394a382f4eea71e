// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigParamToolChoice`
public nonisolated enum LiveResponsesDelegationConfigParamToolChoice: Codable, Equatable, Sendable, EmptyDecodable {
    case string(LiveResponsesDelegationConfigParamToolChoice.StringValue)
    /// - `type`: `function`
    case function(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam)
    /// - `type`: `mcp`
    case mcp(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam)
    /// - `type`: `file_search`
    case fileSearch(ResponsesDelegationConfigParamToolChoiceFileSearch)
    /// - `type`: `web_search`
    case webSearch(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch)
    /// - `type`: `web_search_preview`
    case webSearchPreview(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview)
    /// - `type`: `image_generation`
    case imageGeneration(ResponsesDelegationConfigParamToolChoiceImageGeneration)
    /// - `type`: `computer`
    case computer(ResponsesDelegationConfigParamToolChoiceComputer)
    /// - `type`: `code_interpreter`
    case codeInterpreter(ResponsesDelegationConfigParamToolChoiceCodeInterpreter)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling)
    /// - `type`: `shell`
    case shell(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolShell)
    /// - `type`: `custom`
    case custom(ResponsesDelegationConfigParamToolChoiceCustom)
    /// - `type`: `apply_patch`
    case applyPatch(ResponsesDelegationConfigParamToolApplyPatch)
    /// - `type`: `allowed_tools`
    case allowedTools(ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParam)
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
            case "function": self = .function(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveFunctionToolChoiceParam(from: decoder)); return
            case "mcp": self = .mcp(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam(from: decoder)); return
            case "file_search": self = .fileSearch(try ResponsesDelegationConfigParamToolChoiceFileSearch(from: decoder)); return
            case "web_search": self = .webSearch(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearch(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolWebSearchPreview(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ResponsesDelegationConfigParamToolChoiceImageGeneration(from: decoder)); return
            case "computer": self = .computer(try ResponsesDelegationConfigParamToolChoiceComputer(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try ResponsesDelegationConfigParamToolChoiceCodeInterpreter(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolProgrammaticToolCalling(from: decoder)); return
            case "shell": self = .shell(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolShell(from: decoder)); return
            case "custom": self = .custom(try ResponsesDelegationConfigParamToolChoiceCustom(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ResponsesDelegationConfigParamToolApplyPatch(from: decoder)); return
            case "allowed_tools": self = .allowedTools(try ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .string(try LiveResponsesDelegationConfigParamToolChoice.StringValue(from: decoder)); return
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
