// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Developer-provided instructions that the model should follow, regardless of
/// messages sent by the user. With o1 models and newer, `developer` messages
/// replace the previous `system` messages.
///
/// - Schema: `#/components/schemas/ChatCompletionRequestDeveloperMessage`
public nonisolated struct ChatCompletionRequestDeveloperMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The contents of the developer message.
    public var content: ChatCompletionRequestDeveloperMessage.Content

    /// The role of the messages author, in this case `developer`.
    public var role: String

    /// An optional name for the participant. Provides the model information to differentiate between participants of the same role.
    public var name: String?

    public init(
        content: ChatCompletionRequestDeveloperMessage.Content,
        name: String? = nil
    ) {
        self.content = content
        self.role = "developer"
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.init(content: ChatCompletionRequestDeveloperMessage.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// The contents of the developer message.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The contents of the developer message.
        case textContent(String)
        /// An array of content parts with a defined type. For developer messages, only type `text` is supported.
        case arrayOfContentParts([ChatCompletionRequestMessageContentPartText])
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
                self = .arrayOfContentParts(try [ChatCompletionRequestMessageContentPartText](from: decoder)); return
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
        self.content = try container.decodeRequired(ChatCompletionRequestDeveloperMessage.Content.self, forKey: "content", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "developer")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}
