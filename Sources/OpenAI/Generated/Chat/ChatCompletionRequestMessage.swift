// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ChatCompletionRequestMessage`
public nonisolated enum ChatCompletionRequestMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `role`: `developer`
    case developer(ChatCompletionRequestDeveloperMessage)
    /// - `role`: `system`
    case system(ChatCompletionRequestSystemMessage)
    /// - `role`: `user`
    case user(ChatCompletionRequestUserMessage)
    /// - `role`: `assistant`
    case assistant(ChatCompletionRequestAssistantMessage)
    /// - `role`: `tool`
    case tool(ChatCompletionRequestToolMessage)
    /// - `role`: `function`
    case function(ChatCompletionRequestFunctionMessage)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.developer(text)` for a `String` value, as a string literal is written.
    public static func developer(_ text: String) -> Self {
        .developer(ChatCompletionRequestDeveloperMessage(stringLiteral: text))
    }

    /// `.system(text)` for a `String` value, as a string literal is written.
    public static func system(_ text: String) -> Self {
        .system(ChatCompletionRequestSystemMessage(stringLiteral: text))
    }

    /// `.user(text)` for a `String` value, as a string literal is written.
    public static func user(_ text: String) -> Self {
        .user(ChatCompletionRequestUserMessage(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "role") {
            switch tag {
            case "developer": self = .developer(try ChatCompletionRequestDeveloperMessage(from: decoder)); return
            case "system": self = .system(try ChatCompletionRequestSystemMessage(from: decoder)); return
            case "user": self = .user(try ChatCompletionRequestUserMessage(from: decoder)); return
            case "assistant": self = .assistant(try ChatCompletionRequestAssistantMessage(from: decoder)); return
            case "tool": self = .tool(try ChatCompletionRequestToolMessage(from: decoder)); return
            case "function": self = .function(try ChatCompletionRequestFunctionMessage(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .developer(let value): try value.encode(to: encoder)
        case .system(let value): try value.encode(to: encoder)
        case .user(let value): try value.encode(to: encoder)
        case .assistant(let value): try value.encode(to: encoder)
        case .tool(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
