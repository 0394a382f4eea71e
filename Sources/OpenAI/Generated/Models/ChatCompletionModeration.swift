// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Moderation results or errors for the request input and generated output.
///
/// - Schema: `#/components/schemas/ChatCompletionModeration`
public struct ChatCompletionModeration: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum Input: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum Output: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case input
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.input = try container.decodeRequired(ChatCompletionModeration.Input.self, forKey: .input, in: decoder)
        self.output = try container.decodeRequired(ChatCompletionModeration.Output.self, forKey: .output, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.output, forKey: .output)
    }
}

/// An error produced while attempting moderation.
///
/// - Schema: `#/components/schemas/ChatCompletionModerationError`
public struct ChatCompletionModerationError: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `error`.
    public var type: String

    /// The error code.
    public var code: String

    /// The error message.
    public var message: String

    public init(
        code: String,
        message: String
    ) {
        self.type = "error"
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case code
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "error")
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.message, forKey: .message)
    }
}

/// Successful moderation results for the request input or generated output.
///
/// - Schema: `#/components/schemas/ChatCompletionModerationResults`
public struct ChatCompletionModerationResults: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `moderation_results`.
    public var type: String

    /// The moderation model used to generate the results.
    public var model: String

    /// A list of moderation results.
    public var results: [ModerationResultBody]

    public init(
        model: String,
        results: [ModerationResultBody]
    ) {
        self.type = "moderation_results"
        self.model = model
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            results: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case model
        case results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "moderation_results")
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.results = try container.decodeRequired([ModerationResultBody].self, forKey: .results, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.results, forKey: .results)
    }
}
