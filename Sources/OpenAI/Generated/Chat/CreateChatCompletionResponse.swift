// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a chat completion response returned by model, based on the provided input.
///
/// - Schema: `#/components/schemas/CreateChatCompletionResponse`
public nonisolated struct CreateChatCompletionResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A unique identifier for the chat completion.
    public var id: String

    /// A list of chat completion choices. Can be more than one if `n` is greater than 1.
    public var choices: [CreateChatCompletionResponse.Choice]

    /// The Unix timestamp (in seconds) of when the chat completion was created.
    public var created: Int

    /// The model used for the chat completion.
    public var model: String

    public var metadata: _OpenAIShared.Metadata?

    public var serviceTier: OpenAIChat.ServiceTier?

    /// This fingerprint represents the backend configuration that the model runs with.
    ///
    /// Can be used in conjunction with the `seed` request parameter to understand when backend changes have been made that might impact determinism.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var systemFingerprint: String? {
        get { _systemFingerprint }
        set { _systemFingerprint = newValue }
    }

    /// The object type, which is always `chat.completion`.
    public var object: String

    public var usage: CompletionUsage?

    public var moderation: ChatCompletionModeration?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _systemFingerprint: String?

    public init(
        id: String,
        choices: [CreateChatCompletionResponse.Choice],
        created: Int,
        model: String,
        metadata: _OpenAIShared.Metadata? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        systemFingerprint: String? = nil,
        usage: CompletionUsage? = nil,
        moderation: ChatCompletionModeration? = nil
    ) {
        self.id = id
        self.choices = choices
        self.created = created
        self.model = model
        self.metadata = metadata
        self.serviceTier = serviceTier
        self._systemFingerprint = systemFingerprint
        self.object = "chat.completion"
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

    public nonisolated struct Choice: Codable, Equatable, Sendable, EmptyDecodable {
        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// `content_filter` if content was omitted due to a flag from our content filters,
        /// `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
        /// Read the [Model Spec](https://model-spec.openai.com/2025-12-18.html) for more.
        public var finishReason: CreateChatCompletionResponse.Choice.FinishReason

        /// The index of the choice in the list of choices.
        public var index: Int

        public var message: ChatCompletionResponseMessage

        public var logprobs: CreateChatCompletionResponse.Choice.Logprobs?

        public init(
            finishReason: CreateChatCompletionResponse.Choice.FinishReason,
            index: Int,
            message: ChatCompletionResponseMessage,
            logprobs: CreateChatCompletionResponse.Choice.Logprobs?
        ) {
            self.finishReason = finishReason
            self.index = index
            self.message = message
            self.logprobs = logprobs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                finishReason: .emptyValue,
                index: .emptyValue,
                message: .emptyValue,
                logprobs: nil
            )
        }

        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// `content_filter` if content was omitted due to a flag from our content filters,
        /// `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
        /// Read the [Model Spec](https://model-spec.openai.com/2025-12-18.html) for more.
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

        /// Log probability information for the choice.
        public nonisolated struct Logprobs: Codable, Equatable, Sendable, EmptyDecodable {
            public var content: [ChatCompletionTokenLogprob]?

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

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.finishReason = try container.decodeRequired(CreateChatCompletionResponse.Choice.FinishReason.self, forKey: "finish_reason", in: decoder)
            self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
            self.message = try container.decodeRequired(ChatCompletionResponseMessage.self, forKey: "message", in: decoder)
            self.logprobs = try container.decodeIfPresent(CreateChatCompletionResponse.Choice.Logprobs.self, forKey: "logprobs")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.finishReason, forKey: "finish_reason")
            try container.encode(self.index, forKey: "index")
            try container.encode(self.message, forKey: "message")
            try container.encode(self.logprobs, forKey: "logprobs")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.choices = try container.decodeRequired([CreateChatCompletionResponse.Choice].self, forKey: "choices", in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: "created", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.serviceTier = try container.decodeIfPresent(OpenAIChat.ServiceTier.self, forKey: "service_tier")
        self._systemFingerprint = try container.decodeIfPresent(String.self, forKey: "system_fingerprint")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chat.completion")
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
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self._systemFingerprint, forKey: "system_fingerprint")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
    }
}

nonisolated extension NullableMember where Owner == CreateChatCompletionResponse {
    public static var metadata: Self { Self("metadata") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var moderation: Self { Self("moderation") }
}
