// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InputUnionMember1`
public nonisolated enum InputUnionMember1: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case decisionInputUserMessage(InputUnionMember1DecisionInputUserMessage)
    /// - `type`: `message`
    case decisionInputDeveloperMessage(InputUnionMember1DecisionInputDeveloperMessage)
    /// - `type`: `message`
    case decisionInputSystemMessage(InputUnionMember1DecisionInputSystemMessage)
    /// - `type`: `message`
    case decisionInputAssistantMessage(InputUnionMember1DecisionInputAssistantMessage)
    /// - `type`: `function_call`
    case functionCall(InputUnionMember1DecisionInputFunctionCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(InputUnionMember1DecisionInputFunctionCallOutput)
    /// - `type`: `custom_tool_call`
    case customToolCall(InputUnionMember1DecisionInputCustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(InputUnionMember1DecisionInputCustomToolCallOutput)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.decisionInputUserMessage(text)` for a `String` value, as a string literal is written.
    public static func decisionInputUserMessage(_ text: String) -> Self {
        .decisionInputUserMessage(InputUnionMember1DecisionInputUserMessage(stringLiteral: text))
    }

    /// `.decisionInputDeveloperMessage(text)` for a `String` value, as a string literal is written.
    public static func decisionInputDeveloperMessage(_ text: String) -> Self {
        .decisionInputDeveloperMessage(InputUnionMember1DecisionInputDeveloperMessage(stringLiteral: text))
    }

    /// `.decisionInputSystemMessage(text)` for a `String` value, as a string literal is written.
    public static func decisionInputSystemMessage(_ text: String) -> Self {
        .decisionInputSystemMessage(InputUnionMember1DecisionInputSystemMessage(stringLiteral: text))
    }

    /// `.decisionInputAssistantMessage(text)` for a `String` value, as a string literal is written.
    public static func decisionInputAssistantMessage(_ text: String) -> Self {
        .decisionInputAssistantMessage(InputUnionMember1DecisionInputAssistantMessage(stringLiteral: text))
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
                    case 0: return .decisionInputUserMessage(try InputUnionMember1DecisionInputUserMessage(from: decoder))
                    case 1: return .decisionInputDeveloperMessage(try InputUnionMember1DecisionInputDeveloperMessage(from: decoder))
                    case 2: return .decisionInputSystemMessage(try InputUnionMember1DecisionInputSystemMessage(from: decoder))
                    default: return .decisionInputAssistantMessage(try InputUnionMember1DecisionInputAssistantMessage(from: decoder))
                    }
                }
                return
            case "function_call": self = .functionCall(try InputUnionMember1DecisionInputFunctionCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try InputUnionMember1DecisionInputFunctionCallOutput(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try InputUnionMember1DecisionInputCustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try InputUnionMember1DecisionInputCustomToolCallOutput(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes1)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .decisionInputUserMessage(try InputUnionMember1DecisionInputUserMessage(from: decoder))
                case 1: return .decisionInputDeveloperMessage(try InputUnionMember1DecisionInputDeveloperMessage(from: decoder))
                case 2: return .decisionInputSystemMessage(try InputUnionMember1DecisionInputSystemMessage(from: decoder))
                default: return .decisionInputAssistantMessage(try InputUnionMember1DecisionInputAssistantMessage(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // decisionInputUserMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["user"])]),
        // decisionInputDeveloperMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["developer"])]),
        // decisionInputSystemMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["system"])]),
        // decisionInputAssistantMessage
        .init(required: ["content", "role"], declared: ["content", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    private static let variantShapes1: [UnionDecoding.ObjectShape] = [
        // decisionInputUserMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["user"])]),
        // decisionInputDeveloperMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["developer"])]),
        // decisionInputSystemMessage
        .init(required: ["content", "role"], declared: ["content", "role", "type"], constants: [("role", ["system"])]),
        // decisionInputAssistantMessage
        .init(required: ["content", "role"], declared: ["content", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .decisionInputUserMessage(let value): try value.encode(to: encoder)
        case .decisionInputDeveloperMessage(let value): try value.encode(to: encoder)
        case .decisionInputSystemMessage(let value): try value.encode(to: encoder)
        case .decisionInputAssistantMessage(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
