// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionItemCreatedEventItemUnion`
public nonisolated enum LiveDecisionItemCreatedEventItemUnion: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case storedUserMessage(LiveDecisionStoredUserMessage)
    /// - `type`: `message`
    case storedDeveloperMessage(LiveDecisionStoredDeveloperMessage)
    /// - `type`: `message`
    case storedSystemMessage(LiveDecisionStoredSystemMessage)
    /// - `type`: `message`
    case storedAssistantMessage(LiveDecisionStoredAssistantMessage)
    /// - `type`: `function_call`
    case functionCall(LiveDecisionItemCreatedEventItemFunctionCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(LiveDecisionItemCreatedEventItemFunctionCallOutput)
    /// - `type`: `custom_tool_call`
    case customToolCall(LiveDecisionItemCreatedEventItemCustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(LiveDecisionItemCreatedEventItemCustomToolCallOutput)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .storedUserMessage(try LiveDecisionStoredUserMessage(from: decoder))
                    case 1: return .storedDeveloperMessage(try LiveDecisionStoredDeveloperMessage(from: decoder))
                    case 2: return .storedSystemMessage(try LiveDecisionStoredSystemMessage(from: decoder))
                    default: return .storedAssistantMessage(try LiveDecisionStoredAssistantMessage(from: decoder))
                    }
                }
                return
            case "function_call": self = .functionCall(try LiveDecisionItemCreatedEventItemFunctionCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try LiveDecisionItemCreatedEventItemFunctionCallOutput(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try LiveDecisionItemCreatedEventItemCustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try LiveDecisionItemCreatedEventItemCustomToolCallOutput(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes1)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .storedUserMessage(try LiveDecisionStoredUserMessage(from: decoder))
                case 1: return .storedDeveloperMessage(try LiveDecisionStoredDeveloperMessage(from: decoder))
                case 2: return .storedSystemMessage(try LiveDecisionStoredSystemMessage(from: decoder))
                default: return .storedAssistantMessage(try LiveDecisionStoredAssistantMessage(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // storedUserMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["user"])]),
        // storedDeveloperMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["developer"])]),
        // storedSystemMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["system"])]),
        // storedAssistantMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    private static let variantShapes1: [UnionDecoding.ObjectShape] = [
        // storedUserMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["user"])]),
        // storedDeveloperMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["developer"])]),
        // storedSystemMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "role", "type"], constants: [("role", ["system"])]),
        // storedAssistantMessage
        .init(required: ["id", "content", "role"], declared: ["content", "id", "phase", "role", "type"], constants: [("phase", ["commentary", "final_answer"]), ("role", ["assistant"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .storedUserMessage(let value): try value.encode(to: encoder)
        case .storedDeveloperMessage(let value): try value.encode(to: encoder)
        case .storedSystemMessage(let value): try value.encode(to: encoder)
        case .storedAssistantMessage(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
