// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a streamed chunk of a chat completion response returned
/// by the model, based on the provided input.
/// [Learn more](https://platform.openai.com/docs/guides/streaming-responses).
///
/// - Schema: `#/components/schemas/CreateChatCompletionStreamResponse`
public nonisolated struct CreateChatCompletionStreamResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A unique identifier for the chat completion. Each chunk has the same ID.
    public var id: String

    /// A list of chat completion choices. Can contain more than one elements if `n` is greater than 1. Can also be empty for the
    /// last chunk if you set `stream_options: {"include_usage": true}`.
    public var choices: [CreateChatCompletionStreamResponse.Choice]

    /// The Unix timestamp (in seconds) of when the chat completion was created. Each chunk has the same timestamp.
    public var created: Int

    /// The model to generate the completion.
    public var model: String

    /// An obfuscation string added to normalize the size of streamed chunks as a
    /// mitigation to certain side-channel attacks. The field is included by
    /// default and omitted when `stream_options.include_obfuscation` is `false`.
    public var obfuscation: String?

    public var serviceTier: OpenAIChat.ServiceTier?

    /// This fingerprint represents the backend configuration that the model runs with.
    /// Can be used in conjunction with the `seed` request parameter to understand when backend changes have been made that might impact determinism.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var systemFingerprint: String? {
        get { _systemFingerprint }
        set { _systemFingerprint = newValue }
    }

    /// The object type, which is always `chat.completion.chunk`.
    public var object: String

    /// An optional field that will only be present when you set
    /// `stream_options: {"include_usage": true}` in your request. When present, it
    /// contains a null value **except for the last chunk** which contains the
    /// token usage statistics for the entire request.
    ///
    /// **NOTE:** If the stream is interrupted or cancelled, you may not
    /// receive the final usage chunk which contains the total token usage for
    /// the request.
    public var usage: CompletionUsage?

    public var moderation: ChatCompletionModeration?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _systemFingerprint: String?

    public init(
        id: String,
        choices: [CreateChatCompletionStreamResponse.Choice],
        created: Int,
        model: String,
        obfuscation: String? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        systemFingerprint: String? = nil,
        usage: CompletionUsage? = nil,
        moderation: ChatCompletionModeration? = nil
    ) {
        self.id = id
        self.choices = choices
        self.created = created
        self.model = model
        self.obfuscation = obfuscation
        self.serviceTier = serviceTier
        self._systemFingerprint = systemFingerprint
        self.object = "chat.completion.chunk"
        self.usage = usage
        self.moderation = moderation
        self.nullNames = []
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

    public nonisolated struct Choice: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var delta: ChatCompletionStreamResponseDelta

        /// Log probability information for the choice.
        public var logprobs: CreateChatCompletionStreamResponse.Choice.Logprobs?

        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// `content_filter` if content was omitted due to a flag from our content filters,
        /// `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
        public var finishReason: CreateChatCompletionStreamResponse.Choice.FinishReason?

        /// The index of the choice in the list of choices.
        public var index: Int

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            delta: ChatCompletionStreamResponseDelta,
            finishReason: CreateChatCompletionStreamResponse.Choice.FinishReason?,
            index: Int,
            logprobs: CreateChatCompletionStreamResponse.Choice.Logprobs? = nil
        ) {
            self.delta = delta
            self.logprobs = logprobs
            self.finishReason = finishReason
            self.index = index
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                delta: .emptyValue,
                finishReason: nil,
                index: .emptyValue
            )
        }

        /// Log probability information for the choice.
        public nonisolated struct Logprobs: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of message content tokens with log probability information.
            public var content: [ChatCompletionTokenLogprob]?

            /// A list of message refusal tokens with log probability information.
            public var refusal: [ChatCompletionTokenLogprob]?

            public init(
                content: [ChatCompletionTokenLogprob]?,
                refusal: [ChatCompletionTokenLogprob]?
            ) {
                self.content = content
                self.refusal = refusal
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    content: nil,
                    refusal: nil
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.content = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: "content")
                self.refusal = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: "refusal")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.content, forKey: "content")
                try container.encode(self.refusal, forKey: "refusal")
            }
        }

        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// `content_filter` if content was omitted due to a flag from our content filters,
        /// `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
        public nonisolated enum FinishReason: OpenEnum, EmptyDecodable {
            case stop
            case length
            case toolCalls
            case contentFilter
            case functionCall
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "stop": self = .stop
                case "length": self = .length
                case "tool_calls": self = .toolCalls
                case "content_filter": self = .contentFilter
                case "function_call": self = .functionCall
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .stop: "stop"
                case .length: "length"
                case .toolCalls: "tool_calls"
                case .contentFilter: "content_filter"
                case .functionCall: "function_call"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.delta = try container.decodeRequired(ChatCompletionStreamResponseDelta.self, forKey: "delta", in: decoder)
            self.logprobs = try container.decodeIfPresent(CreateChatCompletionStreamResponse.Choice.Logprobs.self, forKey: "logprobs")
            self.finishReason = try container.decodeIfPresent(CreateChatCompletionStreamResponse.Choice.FinishReason.self, forKey: "finish_reason")
            self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
            try container.encode(self.finishReason, forKey: "finish_reason")
            try container.encode(self.index, forKey: "index")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.choices = try container.decodeRequired([CreateChatCompletionStreamResponse.Choice].self, forKey: "choices", in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: "created", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.serviceTier = try container.decodeIfPresent(OpenAIChat.ServiceTier.self, forKey: "service_tier")
        self._systemFingerprint = try container.decodeIfPresent(String.self, forKey: "system_fingerprint")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chat.completion.chunk")
        self.usage = try container.decodeIfPresent(CompletionUsage.self, forKey: "usage")
        self.moderation = try container.decodeIfPresent(ChatCompletionModeration.self, forKey: "moderation")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.choices, forKey: "choices")
        try container.encode(self.created, forKey: "created")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self._systemFingerprint, forKey: "system_fingerprint")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
    }
}

nonisolated extension NullableMember where Owner == CreateChatCompletionStreamResponse {
    public static var serviceTier: Self { Self("service_tier") }
    public static var usage: Self { Self("usage") }
    public static var moderation: Self { Self("moderation") }
}

nonisolated extension NullableMember where Owner == CreateChatCompletionStreamResponse.Choice {
    public static var logprobs: Self { Self("logprobs") }
}
