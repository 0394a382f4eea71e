// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Messages sent by an end user, containing prompts or additional context
/// information.
///
/// - Schema: `#/components/schemas/ChatCompletionRequestUserMessage`
public nonisolated struct ChatCompletionRequestUserMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The contents of the user message.
    public var content: ChatCompletionRequestUserMessage.Content

    /// The role of the messages author, in this case `user`.
    public var role: String

    /// An optional name for the participant. Provides the model information to differentiate between participants of the same role.
    public var name: String?

    public init(
        content: ChatCompletionRequestUserMessage.Content,
        name: String? = nil
    ) {
        self.content = content
        self.role = "user"
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.init(content: ChatCompletionRequestUserMessage.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// The contents of the user message.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The text contents of the message.
        case textContent(String)
        /// An array of content parts with a defined type. Supported options differ based on the [model](https://platform.openai.com/docs/models) being used to generate the response. Can contain text, image, or audio inputs.
        case arrayOfContentParts([ChatCompletionRequestUserMessageContentPart])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .textContent(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .arrayOfContentParts(try [ChatCompletionRequestUserMessageContentPart](from: decoder)); return
            case .string:
                self = .textContent(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .textContent(let value): try value.encode(to: encoder)
            case .arrayOfContentParts(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(ChatCompletionRequestUserMessage.Content.self, forKey: "content", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "user")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}
