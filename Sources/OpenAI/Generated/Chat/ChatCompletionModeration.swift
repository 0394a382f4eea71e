// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Moderation results or errors for the request input and generated output.
///
/// - Schema: `#/components/schemas/ChatCompletionModeration`
public nonisolated struct ChatCompletionModeration: Codable, Equatable, Sendable, EmptyDecodable {
    /// Moderation for the request input.
    public var input: ChatCompletionModeration.Input

    /// Moderation for the generated output.
    public var output: ChatCompletionModeration.Output

    public init(
        input: ChatCompletionModeration.Input,
        output: ChatCompletionModeration.Output
    ) {
        self.input = input
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue,
            output: .emptyValue
        )
    }

    /// Moderation for the request input.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_results`
        case moderationResults(ChatCompletionModerationResults)
        /// - `type`: `error`
        case error(ChatCompletionModerationError)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_results": self = .moderationResults(try ChatCompletionModerationResults(from: decoder)); return
                case "error": self = .error(try ChatCompletionModerationError(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResults(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Moderation for the generated output.
    public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_results`
        case moderationResults(ChatCompletionModerationResults)
        /// - `type`: `error`
        case error(ChatCompletionModerationError)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_results": self = .moderationResults(try ChatCompletionModerationResults(from: decoder)); return
                case "error": self = .error(try ChatCompletionModerationError(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResults(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired(ChatCompletionModeration.Input.self, forKey: "input", in: decoder)
        self.output = try container.decodeRequired(ChatCompletionModeration.Output.self, forKey: "output", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.input, forKey: "input")
        try container.encode(self.output, forKey: "output")
    }
}
