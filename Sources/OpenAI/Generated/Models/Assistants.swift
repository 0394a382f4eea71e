// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies the format that the model must output. Compatible with [GPT-4o](/docs/models#gpt-4o), [GPT-4 Turbo](/docs/models#gpt-4-turbo-and-gpt-4), and all GPT-3.5 Turbo models since `gpt-3.5-turbo-1106`.
///
/// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables Structured Outputs which ensures the model will match your supplied JSON schema. Learn more in the [Structured Outputs guide](/docs/guides/structured-outputs).
///
/// Setting to `{ "type": "json_object" }` enables JSON mode, which ensures the message the model generates is valid JSON.
///
/// **Important:** when using JSON mode, you **must** also instruct the model to produce JSON yourself via a system or user message. Without this, the model may generate an unending stream of whitespace until the generation reaches the token limit, resulting in a long-running and seemingly "stuck" request. Also note that the message content may be partially cut off if `finish_reason="length"`, which indicates the generation exceeded `max_tokens` or the conversation exceeded the max context length.
///
/// - Schema: `#/components/schemas/AssistantsApiResponseFormatOption`
public enum AssistantsApiResponseFormatOption: Codable, Hashable, Sendable, EmptyDecodable {
    /// `auto` is the default value
    case string(AssistantsApiResponseFormatOption.StringValue)
    /// - `type`: `text`
    case text(ResponseFormatText)
    /// - `type`: `json_object`
    case jsonObject(ResponseFormatJsonObject)
    /// - `type`: `json_schema`
    case jsonSchema(ResponseFormatJsonSchema)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// `auto` is the default value
    public enum StringValue: OpenEnum, EmptyDecodable {
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseFormatText(from: decoder)); return
            case "json_object": self = .jsonObject(try ResponseFormatJsonObject(from: decoder)); return
            case "json_schema": self = .jsonSchema(try ResponseFormatJsonSchema(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .string(try AssistantsApiResponseFormatOption.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .text(let value): try value.encode(to: encoder)
        case .jsonObject(let value): try value.encode(to: encoder)
        case .jsonSchema(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Controls which (if any) tool is called by the model.
/// `none` means the model will not call any tools and instead generates a message.
/// `auto` is the default value and means the model can pick between generating a message or calling one or more tools.
/// `required` means the model must call one or more tools before responding to the user.
/// Specifying a particular tool like `{"type": "file_search"}` or `{"type": "function", "function": {"name": "my_function"}}` forces the model to call that tool.
///
/// - Schema: `#/components/schemas/AssistantsApiToolChoiceOption`
public enum AssistantsApiToolChoiceOption: Codable, Hashable, Sendable, EmptyDecodable {
    /// `none` means the model will not call any tools and instead generates a message. `auto` means the model can pick between generating a message or calling one or more tools. `required` means the model must call one or more tools before responding to the user.
    case string(AssistantsApiToolChoiceOption.StringValue)
    case namedToolChoice(AssistantsNamedToolChoice)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// `none` means the model will not call any tools and instead generates a message. `auto` means the model can pick between generating a message or calling one or more tools. `required` means the model must call one or more tools before responding to the user.
    public enum StringValue: OpenEnum, EmptyDecodable {
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
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .namedToolChoice(try AssistantsNamedToolChoice(from: decoder)); return
        case .string:
            self = .string(try AssistantsApiToolChoiceOption.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .namedToolChoice(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Specifies a tool the model should use. Use to force the model to call a specific tool.
///
/// - Schema: `#/components/schemas/AssistantsNamedToolChoice`
public struct AssistantsNamedToolChoice: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the tool. If type is `function`, the function name must be set
    public var type: AssistantsNamedToolChoice.Kind

    public var function: AssistantsNamedToolChoice.Function?

    public init(
        type: AssistantsNamedToolChoice.Kind,
        function: AssistantsNamedToolChoice.Function? = nil
    ) {
        self.type = type
        self.function = function
    }

    public init(stringLiteral value: String) {
        self.init(type: AssistantsNamedToolChoice.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the tool. If type is `function`, the function name must be set
    public enum Kind: OpenEnum, EmptyDecodable {
        case function
        case codeInterpreter
        case fileSearch
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "function": self = .function
            case "code_interpreter": self = .codeInterpreter
            case "file_search": self = .fileSearch
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .function: "function"
            case .codeInterpreter: "code_interpreter"
            case .fileSearch: "file_search"
            case .unknown(let value): value
            }
        }
    }

    public struct Function: Codable, Hashable, Sendable, EmptyDecodable {
        /// The name of the function to call.
        public var name: String

        public init(
            name: String
        ) {
            self.name = name
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case name
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.name, forKey: .name)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case function
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(AssistantsNamedToolChoice.Kind.self, forKey: .type, in: decoder)
        self.function = try container.decodeIfPresent(AssistantsNamedToolChoice.Function.self, forKey: .function)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.function, forKey: .function)
    }
}
