// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct DecisionsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The input to evaluate for every question.
    ///
    /// Provide a text string or an ordered array of messages, function calls and
    /// outputs, or custom tool calls and outputs. Each tool output must identify a
    /// matching call by call ID.
    public var input: DecisionsCreateRequest.Input

    /// The model to use. Only `gpt-6-luna` is supported.
    public var model: String

    /// Partition prompt cache reuse by caller-provided key.
    public var promptCacheKey: String?

    /// Options for prompt caching.
    ///
    /// Supported for `gpt-5.6` and later models. By default, OpenAI automatically
    /// chooses one implicit cache breakpoint. You can add explicit breakpoints to
    /// content blocks with `prompt_cache_breakpoint`. Each request can write up to four
    /// breakpoints. For cache matching, OpenAI considers up to the latest 80
    /// breakpoints in the conversation, without a content-block lookback limit. Set
    /// `mode` to `explicit` to disable the implicit breakpoint. The `ttl` defaults to
    /// `30m`, which is currently the only supported value. See the
    /// [prompt caching guide](https://developers.openai.com/api/docs/guides/prompt-caching)
    /// for current details.
    public var promptCacheOptions: DecisionCreateParamsPromptCacheOptions?

    /// Ask 1–400 questions about the input.
    ///
    /// Each question can be a predicate, choice, or score. Answers come back in the
    /// same order.
    public var questions: [Question]

    /// Opaque caller-provided end-user identifier, scoped by the verified org.
    ///
    /// Match Responses' limit; this is never the authenticated user identity.
    public var safetyIdentifier: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        input: DecisionsCreateRequest.Input,
        model: String,
        questions: [Question],
        promptCacheKey: String? = nil,
        promptCacheOptions: DecisionCreateParamsPromptCacheOptions? = nil,
        safetyIdentifier: String? = nil
    ) {
        self.input = input
        self.model = model
        self.promptCacheKey = promptCacheKey
        self.promptCacheOptions = promptCacheOptions
        self.questions = questions
        self.safetyIdentifier = safetyIdentifier
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue,
            model: .emptyValue,
            questions: .emptyValue
        )
    }

    /// The input to evaluate for every question.
    ///
    /// Provide a text string or an ordered array of messages, function calls and
    /// outputs, or custom tool calls and outputs. Each tool output must identify a
    /// matching call by call ID.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([InputUnionMember1])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [InputUnionMember1](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired(DecisionsCreateRequest.Input.self, forKey: "input", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: "prompt_cache_key")
        self.promptCacheOptions = try container.decodeIfPresent(DecisionCreateParamsPromptCacheOptions.self, forKey: "prompt_cache_options")
        self.questions = try container.decodeRequired([Question].self, forKey: "questions", in: decoder)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.input, forKey: "input")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.promptCacheKey, forKey: "prompt_cache_key")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encode(self.questions, forKey: "questions")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
    }
}

nonisolated extension NullableMember where Owner == DecisionsCreateRequest {
    public static var promptCacheKey: Self { Self("prompt_cache_key") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
}
// MARK: - String arguments

nonisolated extension DecisionsCreateRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: String,
        questions: [Question],
        promptCacheKey: String? = nil,
        promptCacheOptions: DecisionCreateParamsPromptCacheOptions? = nil,
        safetyIdentifier: String? = nil
    ) {
        self.init(
            input: DecisionsCreateRequest.Input.string(input),
            model: model,
            questions: questions,
            promptCacheKey: promptCacheKey,
            promptCacheOptions: promptCacheOptions,
            safetyIdentifier: safetyIdentifier
        )
    }
}
