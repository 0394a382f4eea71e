// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool message
///
/// - Schema: `#/components/schemas/ChatCompletionRequestToolMessage`
public nonisolated struct ChatCompletionRequestToolMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The role of the messages author, in this case `tool`.
    public var role: String

    /// The contents of the tool message.
    public var content: ChatCompletionRequestToolMessage.Content

    /// Tool call that this message is responding to.
    public var toolCallID: String

    public init(
        content: ChatCompletionRequestToolMessage.Content,
        toolCallID: String
    ) {
        self.role = "tool"
        self.content = content
        self.toolCallID = toolCallID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolCallID: .emptyValue
        )
    }

    /// The contents of the tool message.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The contents of the tool message.
        case textContent(String)
        /// An array of content parts with a defined type. For tool messages, only type `text` is supported.
        case arrayOfContentParts([ChatCompletionRequestToolMessageContentPart])
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
                self = .arrayOfContentParts(try [ChatCompletionRequestToolMessageContentPart](from: decoder)); return
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
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "tool")
        self.content = try container.decodeRequired(ChatCompletionRequestToolMessage.Content.self, forKey: "content", in: decoder)
        self.toolCallID = try container.decodeRequired(String.self, forKey: "tool_call_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolCallID, forKey: "tool_call_id")
    }
}
