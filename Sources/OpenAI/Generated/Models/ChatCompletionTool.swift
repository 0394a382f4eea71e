// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A function tool that can be used to generate a response.
///
/// - Schema: `#/components/schemas/ChatCompletionTool`
public struct ChatCompletionTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the tool. Currently, only `function` is supported.
    public var type: String

    public var function: FunctionObject

    public init(
        function: FunctionObject
    ) {
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            function: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case function
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        self.function = try container.decodeRequired(FunctionObject.self, forKey: .function, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.function, forKey: .function)
    }
}

/// Controls which (if any) tool is called by the model.
/// `none` means the model will not call any tool and instead generates a message.
/// `auto` means the model can pick between generating a message or calling one or more tools.
/// `required` means the model must call one or more tools.
/// Specifying a particular tool via `{"type": "function", "function": {"name": "my_function"}}` forces the model to call that tool.
///
/// `none` is the default when no tools are present. `auto` is the default if tools are present.
///
/// - Schema: `#/components/schemas/ChatCompletionToolChoiceOption`
public enum ChatCompletionToolChoiceOption: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum ToolChoiceMode: OpenEnum, EmptyDecodable {
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
