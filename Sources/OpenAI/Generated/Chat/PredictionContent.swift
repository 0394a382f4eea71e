// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Static predicted output content, such as the content of a text file that is
/// being regenerated.
///
/// - Schema: `#/components/schemas/PredictionContent`
public nonisolated struct PredictionContent: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the predicted content you want to provide. This type is
    /// currently always `content`.
    public var type: String

    /// The content that should be matched when generating a model response.
    /// If generated tokens would match this content, the entire model response
    /// can be returned much more quickly.
    public var content: PredictionContent.Content

    public init(
        content: PredictionContent.Content
    ) {
        self.type = "content"
        self.content = content
    }

    public init(stringLiteral value: String) {
        self.init(content: PredictionContent.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// The content that should be matched when generating a model response.
    /// If generated tokens would match this content, the entire model response
    /// can be returned much more quickly.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The content used for a Predicted Output. This is often the
        /// text of a file you are regenerating with minor changes.
        case textContent(String)
        /// An array of content parts with a defined type. Supported options differ based on the [model](https://platform.openai.com/docs/models) being used to generate the response. Can contain text inputs.
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content")
        self.content = try container.decodeRequired(PredictionContent.Content.self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
    }
}
