// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionItemCreateEventItemUnion`
public nonisolated enum LiveDecisionItemCreateEventItemUnion: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case userMessage(LiveDecisionUserMessage)
    /// - `type`: `message`
    case developerMessage(LiveDecisionDeveloperMessage)
    /// - `type`: `message`
    case systemMessage(LiveDecisionSystemMessage)
    /// - `type`: `message`
    case assistantMessage(LiveDecisionAssistantMessage)
    /// - `type`: `function_call`
    case functionCall(LiveDecisionItemCreateEventItemFunctionCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(LiveDecisionItemCreateEventItemFunctionCallOutput)
    /// - `type`: `custom_tool_call`
    case customToolCall(LiveDecisionItemCreateEventItemCustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(LiveDecisionItemCreateEventItemCustomToolCallOutput)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.userMessage(text)` for a `String` value, as a string literal is written.
    public static func userMessage(_ text: String) -> Self {
        .userMessage(LiveDecisionUserMessage(stringLiteral: text))
    }

    /// `.developerMessage(text)` for a `String` value, as a string literal is written.
    public static func developerMessage(_ text: String) -> Self {
        .developerMessage(LiveDecisionDeveloperMessage(stringLiteral: text))
    }

    /// `.systemMessage(text)` for a `String` value, as a string literal is written.
    public static func systemMessage(_ text: String) -> Self {
        .systemMessage(LiveDecisionSystemMessage(stringLiteral: text))
    }

    /// `.assistantMessage(text)` for a `String` value, as a string literal is written.
    public static func assistantMessage(_ text: String) -> Self {
        .assistantMessage(LiveDecisionAssistantMessage(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .userMessage(try LiveDecisionUserMessage(from: decoder))
                    case 1: return .developerMessage(try LiveDecisionDeveloperMessage(from: decoder))
                    case 2: return .systemMessage(try LiveDecisionSystemMessage(from: decoder))
                    default: return .assistantMessage(try LiveDecisionAssistantMessage(from: decoder))
                    }
                }
                return
            case "function_call": self = .functionCall(try LiveDecisionItemCreateEventItemFunctionCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try LiveDecisionItemCreateEventItemFunctionCallOutput(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try LiveDecisionItemCreateEventItemCustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try LiveDecisionItemCreateEventItemCustomToolCallOutput(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes1)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .userMessage(try LiveDecisionUserMessage(from: decoder))
                case 1: return .developerMessage(try LiveDecisionDeveloperMessage(from: decoder))
                case 2: return .systemMessage(try LiveDecisionSystemMessage(from: decoder))
                default: return .assistantMessage(try LiveDecisionAssistantMessage(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // userMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["user"])]),
        // developerMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["developer"])]),
        // systemMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["system"])]),
        // assistantMessage
        .init(required: ["content", "role"], declared: ["content", "id", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    private static let variantShapes1: [UnionDecoding.ObjectShape] = [
        // userMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["user"])]),
        // developerMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["developer"])]),
        // systemMessage
        .init(required: ["content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["system"])]),
        // assistantMessage
        .init(required: ["content", "role"], declared: ["content", "id", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .userMessage(let value): try value.encode(to: encoder)
        case .developerMessage(let value): try value.encode(to: encoder)
        case .systemMessage(let value): try value.encode(to: encoder)
        case .assistantMessage(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
