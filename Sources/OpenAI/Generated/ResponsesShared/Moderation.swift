// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Moderation results or errors for the response input and output.
///
/// - Schema: `#/components/schemas/Moderation`
public nonisolated struct Moderation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Moderation for the response input.
    public var input: OpenAIResponses.Moderation.Input

    /// Moderation for the response output.
    public var output: OpenAIResponses.Moderation.Output

    public init(
        input: OpenAIResponses.Moderation.Input,
        output: OpenAIResponses.Moderation.Output
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

    /// Moderation for the response input.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_result`
        case moderationResult(ModerationResultBody)
        /// - `type`: `error`
        case error(ModerationErrorBody)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_result": self = .moderationResult(try ModerationResultBody(from: decoder)); return
                case "error": self = .error(try ModerationErrorBody(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResult(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Moderation for the response output.
    public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_result`
        case moderationResult(ModerationResultBody)
        /// - `type`: `error`
        case error(ModerationErrorBody)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_result": self = .moderationResult(try ModerationResultBody(from: decoder)); return
                case "error": self = .error(try ModerationErrorBody(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResult(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired(OpenAIResponses.Moderation.Input.self, forKey: "input", in: decoder)
        self.output = try container.decodeRequired(OpenAIResponses.Moderation.Output.self, forKey: "output", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.input, forKey: "input")
        try container.encode(self.output, forKey: "output")
    }
}
