// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls which (if any) tool is called by the model.
/// `none` means the model will not call any tool and instead generates a message.
/// `auto` means the model can pick between generating a message or calling one or more tools.
/// `required` means the model must call one or more tools.
/// Specifying a particular tool via `{"type": "function", "function": {"name": "my_function"}}` forces the model to call that tool.
///
/// `none` is the default when no tools are present. `auto` is the default if tools are present.
///
/// - Schema: `#/components/schemas/ChatCompletionToolChoiceOption`
public nonisolated enum ChatCompletionToolChoiceOption: Codable, Equatable, Sendable, EmptyDecodable {
    /// `none` means the model will not call any tool and instead generates a message. `auto` means the model can pick between generating a message or calling one or more tools. `required` means the model must call one or more tools.
    case toolChoiceMode(ChatCompletionToolChoiceOption.ToolChoiceMode)
    /// - `type`: `allowed_tools`
    case allowedTools(ChatCompletionAllowedToolsChoice)
    /// - `type`: `function`
    case function(ChatCompletionNamedToolChoice)
    /// - `type`: `custom`
    case custom(ChatCompletionNamedToolChoiceCustom)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// `none` means the model will not call any tool and instead generates a message. `auto` means the model can pick between generating a message or calling one or more tools. `required` means the model must call one or more tools.
    public nonisolated enum ToolChoiceMode: OpenEnum, EmptyDecodable {
        case none
        case auto
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "none": self = .none
            case "auto": self = .auto
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .none: "none"
            case .auto: "auto"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allowed_tools": self = .allowedTools(try ChatCompletionAllowedToolsChoice(from: decoder)); return
            case "function": self = .function(try ChatCompletionNamedToolChoice(from: decoder)); return
            case "custom": self = .custom(try ChatCompletionNamedToolChoiceCustom(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .toolChoiceMode(try ChatCompletionToolChoiceOption.ToolChoiceMode(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .toolChoiceMode(let value): try value.encode(to: encoder)
        case .allowedTools(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
