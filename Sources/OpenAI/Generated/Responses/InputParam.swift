// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Text, image, or file inputs to the model, used to generate a response.
///
/// Learn more:
/// - [Text inputs and outputs](https://platform.openai.com/docs/guides/text)
/// - [Image inputs](https://platform.openai.com/docs/guides/images)
/// - [File inputs](https://platform.openai.com/docs/guides/pdf-files)
/// - [Conversation state](https://platform.openai.com/docs/guides/conversation-state)
/// - [Function calling](https://platform.openai.com/docs/guides/function-calling)
///
/// - Schema: `#/components/schemas/InputParam`
public nonisolated enum InputParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// A text input to the model, equivalent to a text input with the
    /// `user` role.
    case textInput(String)
    /// A list of one or many input items to the model, containing
    /// different content types.
    case inputItemList([OpenAIResponses.InputItem])
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .textInput(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .array:
            self = .inputItemList(try [OpenAIResponses.InputItem](from: decoder)); return
        case .string:
            self = .textInput(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .textInput(let value): try value.encode(to: encoder)
        case .inputItemList(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
