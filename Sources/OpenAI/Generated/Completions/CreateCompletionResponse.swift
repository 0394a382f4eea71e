// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a completion response from the API. Note: both the streamed and non-streamed response objects share the same shape (unlike the chat endpoint).
///
/// - Schema: `#/components/schemas/CreateCompletionResponse`
public nonisolated struct CreateCompletionResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// A unique identifier for the completion.
    public var id: String

    /// The list of completion choices the model generated for the input prompt.
    public var choices: [CreateCompletionResponse.Choice]

    /// The Unix timestamp (in seconds) of when the completion was created.
    public var created: Int

    /// The model used for completion.
    public var model: String

    /// This fingerprint represents the backend configuration that the model runs with.
    ///
    /// Can be used in conjunction with the `seed` request parameter to understand when backend changes have been made that might impact determinism.
    public var systemFingerprint: String?

    /// The object type, which is always "text_completion"
    public var object: String

    public var usage: CompletionUsage?

    public init(
        id: String,
        choices: [CreateCompletionResponse.Choice],
        created: Int,
        model: String,
        systemFingerprint: String? = nil,
        usage: CompletionUsage? = nil
    ) {
        self.id = id
        self.choices = choices
        self.created = created
        self.model = model
        self.systemFingerprint = systemFingerprint
        self.object = "text_completion"
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            choices: .emptyValue,
            created: .emptyValue,
            model: .emptyValue
        )
    }

    public nonisolated struct Choice: Codable, Equatable, Sendable, EmptyDecodable {
        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// or `content_filter` if content was omitted due to a flag from our content filters.
        public var finishReason: CreateCompletionResponse.Choice.FinishReason

        public var index: Int

        public var logprobs: CreateCompletionResponse.Choice.Logprobs?

        public var text: String

        public init(
            finishReason: CreateCompletionResponse.Choice.FinishReason,
            index: Int,
            logprobs: CreateCompletionResponse.Choice.Logprobs?,
            text: String
        ) {
            self.finishReason = finishReason
            self.index = index
            self.logprobs = logprobs
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                finishReason: .emptyValue,
                index: .emptyValue,
                logprobs: nil,
                text: .emptyValue
            )
        }

        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// or `content_filter` if content was omitted due to a flag from our content filters.
        public nonisolated enum FinishReason: OpenEnum, EmptyDecodable {
            case stop
            case length
            case contentFilter
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "stop": self = .stop
                case "length": self = .length
                case "content_filter": self = .contentFilter
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .stop: "stop"
                case .length: "length"
                case .contentFilter: "content_filter"
                case .unknown(let value): value
                }
            }
        }

        public nonisolated struct Logprobs: Codable, Equatable, Sendable, EmptyDecodable {
            public var textOffset: [Int]?

            public var tokenLogprobs: [Double]?

            public var tokens: [String]?

            public var topLogprobs: [[String: Double]]?

            public init(
                textOffset: [Int]? = nil,
                tokenLogprobs: [Double]? = nil,
                tokens: [String]? = nil,
                topLogprobs: [[String: Double]]? = nil
            ) {
                self.textOffset = textOffset
                self.tokenLogprobs = tokenLogprobs
                self.tokens = tokens
                self.topLogprobs = topLogprobs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.textOffset = try container.decodeIfPresent([Int].self, forKey: "text_offset")
                self.tokenLogprobs = try container.decodeIfPresent([Double].self, forKey: "token_logprobs")
                self.tokens = try container.decodeIfPresent([String].self, forKey: "tokens")
                self.topLogprobs = try container.decodeIfPresent([[String: Double]].self, forKey: "top_logprobs")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.textOffset, forKey: "text_offset")
                try container.encodeIfPresent(self.tokenLogprobs, forKey: "token_logprobs")
                try container.encodeIfPresent(self.tokens, forKey: "tokens")
                try container.encodeIfPresent(self.topLogprobs, forKey: "top_logprobs")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.finishReason = try container.decodeRequired(CreateCompletionResponse.Choice.FinishReason.self, forKey: "finish_reason", in: decoder)
            self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
            self.logprobs = try container.decodeIfPresent(CreateCompletionResponse.Choice.Logprobs.self, forKey: "logprobs")
            self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.finishReason, forKey: "finish_reason")
            try container.encode(self.index, forKey: "index")
            try container.encode(self.logprobs, forKey: "logprobs")
            try container.encode(self.text, forKey: "text")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.choices = try container.decodeRequired([CreateCompletionResponse.Choice].self, forKey: "choices", in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: "created", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.systemFingerprint = try container.decodeIfPresent(String.self, forKey: "system_fingerprint")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "text_completion")
        self.usage = try container.decodeIfPresent(CompletionUsage.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.choices, forKey: "choices")
        try container.encode(self.created, forKey: "created")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.systemFingerprint, forKey: "system_fingerprint")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
