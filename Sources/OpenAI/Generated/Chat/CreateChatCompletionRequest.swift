// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateChatCompletionRequest`
public nonisolated struct CreateChatCompletionRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var metadata: _OpenAIShared.Metadata?

    /// An integer between 0 and 20 specifying the maximum number of most likely
    /// tokens to return at each token position, each with an associated log
    /// probability. In some cases, the number of returned tokens may be fewer than
    /// requested.
    /// `logprobs` must be set to `true` if this parameter is used.
    public var topLogprobs: Int?

    public var temperature: Double?

    public var topP: Double?

    /// This field is being replaced by `safety_identifier` and `prompt_cache_key`. Use `prompt_cache_key` instead to maintain caching optimizations.
    /// A stable identifier for your end-users.
    /// Used to boost cache hit rates by better bucketing similar requests and  to help OpenAI detect and prevent abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var user: String? {
        get { _user }
        set { _user = newValue }
    }

    public var safetyIdentifier: String?

    public var promptCacheKey: String?

    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? {
        get { _promptCacheRetention }
        set { _promptCacheRetention = newValue }
    }

    public var promptCacheOptions: PromptCacheOptionsParam?

    /// A list of messages comprising the conversation so far. Depending on the
    /// [model](https://platform.openai.com/docs/models) you use, different message types (modalities) are
    /// supported, like [text](https://platform.openai.com/docs/guides/text-generation),
    /// [images](https://platform.openai.com/docs/guides/vision), and [audio](https://platform.openai.com/docs/guides/audio).
    public var messages: [ChatCompletionRequestMessage]

    /// Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models)
    /// to browse and compare available models.
    public var model: ModelIdsShared

    public var serviceTier: OpenAIChat.ServiceTier?

    public var modalities: ResponseModalities?

    public var verbosity: _OpenAIShared.Verbosity?

    public var reasoningEffort: _OpenAIShared.ReasoningEffort?

    /// An upper bound for the number of tokens that can be generated for a completion, including visible output tokens and [reasoning tokens](https://platform.openai.com/docs/guides/reasoning).
    public var maxCompletionTokens: Int?

    /// Number between -2.0 and 2.0. Positive values penalize new tokens based on
    /// their existing frequency in the text so far, decreasing the model's
    /// likelihood to repeat the same line verbatim.
    public var frequencyPenalty: Double?

    /// Number between -2.0 and 2.0. Positive values penalize new tokens based on
    /// whether they appear in the text so far, increasing the model's likelihood
    /// to talk about new topics.
    public var presencePenalty: Double?

    /// This tool searches the web for relevant results to use in a response.
    /// Learn more about the [web search tool](https://platform.openai.com/docs/guides/tools-web-search?api-mode=chat).
    public var webSearchOptions: CreateChatCompletionRequest.WebSearchOptions?

    /// An object specifying the format that the model must output.
    ///
    /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
    /// Structured Outputs which ensures the model will match your supplied JSON
    /// schema. Learn more in the [Structured Outputs
    /// guide](https://platform.openai.com/docs/guides/structured-outputs).
    ///
    /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
    /// ensures the message the model generates is valid JSON. Using `json_schema`
    /// is preferred for models that support it.
    public var responseFormat: CreateChatCompletionRequest.ResponseFormat?

    /// Parameters for audio output. Required when audio output is requested with
    /// `modalities: ["audio"]`. [Learn more](https://platform.openai.com/docs/guides/audio).
    public var audio: CreateChatCompletionRequest.Audio?

    /// Whether or not to store the output of this chat completion request for
    /// use in our [model distillation](https://platform.openai.com/docs/guides/distillation) or
    /// [evals](https://platform.openai.com/docs/guides/evals) products.
    ///
    /// Supports text and image inputs. Note: image inputs over 8MB will be dropped.
    public var store: Bool?

    public var moderation: ModerationParam?

    /// If set to true, the model response data will be streamed to the client
    /// as it is generated using [server-sent events](https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events#Event_stream_format).
    /// See the [Streaming section below](https://platform.openai.com/docs/api-reference/chat/streaming)
    /// for more information, along with the [streaming responses](https://platform.openai.com/docs/guides/streaming-responses)
    /// guide for more information on how to handle the streaming events.
    public var stream: Bool?

    public var stop: StopConfiguration?

    /// Modify the likelihood of specified tokens appearing in the completion.
    ///
    /// Accepts a JSON object that maps tokens (specified by their token ID in the
    /// tokenizer) to an associated bias value from -100 to 100. Mathematically,
    /// the bias is added to the logits generated by the model prior to sampling.
    /// The exact effect will vary per model, but values between -1 and 1 should
    /// decrease or increase likelihood of selection; values like -100 or 100
    /// should result in a ban or exclusive selection of the relevant token.
    public var logitBias: [String: Int]?

    /// Whether to return log probabilities of the output tokens or not. If true,
    /// returns the log probabilities of each output token returned in the
    /// `content` of `message`.
    public var logprobs: Bool?

    /// The maximum number of [tokens](/tokenizer) that can be generated in the
    /// chat completion. This value can be used to control
    /// [costs](https://openai.com/api/pricing/) for text generated via API.
    ///
    /// This value is now deprecated in favor of `max_completion_tokens`, and is
    /// not compatible with [o-series models](https://platform.openai.com/docs/guides/reasoning).
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var maxTokens: Int? {
        get { _maxTokens }
        set { _maxTokens = newValue }
    }

    /// How many chat completion choices to generate for each input message. Note that you will be charged based on the number of generated tokens across all of the choices. Keep `n` as `1` to minimize costs.
    public var n: Int?

    /// Configuration for a [Predicted Output](https://platform.openai.com/docs/guides/predicted-outputs),
    /// which can greatly improve response times when large parts of the model
    /// response are known ahead of time. This is most common when you are
    /// regenerating a file with only minor changes to most of the content.
    public var prediction: PredictionContent?

    /// This feature is in Beta.
    /// If specified, our system will make a best effort to sample deterministically, such that repeated requests with the same `seed` and parameters should return the same result.
    /// Determinism is not guaranteed, and you should refer to the `system_fingerprint` response parameter to monitor changes in the backend.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var seed: Int? {
        get { _seed }
        set { _seed = newValue }
    }

    public var streamOptions: ChatCompletionStreamOptions?

    /// A list of tools the model may call. You can provide either
    /// [custom tools](https://platform.openai.com/docs/guides/function-calling#custom-tools) or
    /// [function tools](https://platform.openai.com/docs/guides/function-calling).
    public var tools: [CreateChatCompletionRequest.Tool]?

    public var toolChoice: ChatCompletionToolChoiceOption?

    public var parallelToolCalls: ParallelToolCalls?

    /// Deprecated in favor of `tool_choice`.
    ///
    /// Controls which (if any) function is called by the model.
    ///
    /// `none` means the model will not call a function and instead generates a
    /// message.
    ///
    /// `auto` means the model can pick between generating a message or calling a
    /// function.
    ///
    /// Specifying a particular function via `{"name": "my_function"}` forces the
    /// model to call that function.
    ///
    /// `none` is the default when no functions are present. `auto` is the default
    /// if functions are present.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var functionCall: CreateChatCompletionRequest.FunctionCall? {
        get { _functionCall }
        set { _functionCall = newValue }
    }

    /// Deprecated in favor of `tools`.
    ///
    /// A list of functions the model may generate JSON inputs for.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var functions: [ChatCompletionFunctions]? {
        get { _functions }
        set { _functions = newValue }
    }

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _user: String?
    private var _promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention?
    private var _maxTokens: Int?
    private var _seed: Int?
    private var _functionCall: CreateChatCompletionRequest.FunctionCall?
    private var _functions: [ChatCompletionFunctions]?

    public init(
        messages: [ChatCompletionRequestMessage],
        model: ModelIdsShared,
        metadata: _OpenAIShared.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: _OpenAIShared.Verbosity? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: StopConfiguration? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.metadata = metadata
        self.topLogprobs = topLogprobs
        self.temperature = temperature
        self.topP = topP
        self._user = user
        self.safetyIdentifier = safetyIdentifier
        self.promptCacheKey = promptCacheKey
        self._promptCacheRetention = promptCacheRetention
        self.promptCacheOptions = promptCacheOptions
        self.messages = messages
        self.model = model
        self.serviceTier = serviceTier
        self.modalities = modalities
        self.verbosity = verbosity
        self.reasoningEffort = reasoningEffort
        self.maxCompletionTokens = maxCompletionTokens
        self.frequencyPenalty = frequencyPenalty
        self.presencePenalty = presencePenalty
        self.webSearchOptions = webSearchOptions
        self.responseFormat = responseFormat
        self.audio = audio
        self.store = store
        self.moderation = moderation
        self.stream = stream
        self.stop = stop
        self.logitBias = logitBias
        self.logprobs = logprobs
        self._maxTokens = maxTokens
        self.n = n
        self.prediction = prediction
        self._seed = seed
        self.streamOptions = streamOptions
        self.tools = tools
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self._functionCall = functionCall
        self._functions = functions
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            messages: .emptyValue,
            model: .emptyValue
        )
    }

    /// Deprecated. Use `prompt_cache_options.ttl` instead.
    ///
    /// The retention policy for the prompt cache. Set to `24h` to enable extended prompt caching, which keeps cached prefixes active for longer, up to a maximum of 24 hours. [Learn more](https://platform.openai.com/docs/guides/prompt-caching#prompt-cache-retention).
    /// This field expresses a maximum retention policy, while
    /// `prompt_cache_options.ttl` expresses a minimum cache lifetime. The two
    /// fields are independent and do not interact.
    /// For `gpt-5.5`, `gpt-5.5-pro`, and future models, only `24h` is supported.
    ///
    /// For older models that support both `in_memory` and `24h`, the default depends on your organization's data retention policy:
    ///   - Organizations without ZDR enabled default to `24h`.
    ///   - Organizations with ZDR enabled default to `in_memory` when `prompt_cache_retention` is not specified.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum PromptCacheRetention: OpenEnum, EmptyDecodable {
        case inMemory
        case retention24h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_memory": self = .inMemory
            case "24h": self = .retention24h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inMemory: "in_memory"
            case .retention24h: "24h"
            case .unknown(let value): value
            }
        }
    }

    /// This tool searches the web for relevant results to use in a response.
    /// Learn more about the [web search tool](https://platform.openai.com/docs/guides/tools-web-search?api-mode=chat).
    public nonisolated struct WebSearchOptions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// Approximate location parameters for the search.
        public var userLocation: CreateChatCompletionRequest.WebSearchOptions.UserLocation?

        public var searchContextSize: WebSearchContextSize?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            userLocation: CreateChatCompletionRequest.WebSearchOptions.UserLocation? = nil,
            searchContextSize: WebSearchContextSize? = nil
        ) {
            self.userLocation = userLocation
            self.searchContextSize = searchContextSize
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Approximate location parameters for the search.
        public nonisolated struct UserLocation: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of location approximation. Always `approximate`.
            public var type: String

            public var approximate: WebSearchLocation

            public init(
                approximate: WebSearchLocation
            ) {
                self.type = "approximate"
                self.approximate = approximate
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    approximate: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "approximate")
                self.approximate = try container.decodeRequired(WebSearchLocation.self, forKey: "approximate", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.approximate, forKey: "approximate")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.userLocation = try container.decodeIfPresent(CreateChatCompletionRequest.WebSearchOptions.UserLocation.self, forKey: "user_location")
            self.searchContextSize = try container.decodeIfPresent(WebSearchContextSize.self, forKey: "search_context_size")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.userLocation, forKey: "user_location")
            try container.encodeIfPresent(self.searchContextSize, forKey: "search_context_size")
        }
    }

    /// An object specifying the format that the model must output.
    ///
    /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
    /// Structured Outputs which ensures the model will match your supplied JSON
    /// schema. Learn more in the [Structured Outputs
    /// guide](https://platform.openai.com/docs/guides/structured-outputs).
    ///
    /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
    /// ensures the message the model generates is valid JSON. Using `json_schema`
    /// is preferred for models that support it.
    public nonisolated enum ResponseFormat: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `text`
        case text(ResponseFormatText)
        /// - `type`: `json_schema`
        case jsonSchema(ResponseFormatJsonSchema)
        /// - `type`: `json_object`
        case jsonObject(ResponseFormatJsonObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text": self = .text(try ResponseFormatText(from: decoder)); return
                case "json_schema": self = .jsonSchema(try ResponseFormatJsonSchema(from: decoder)); return
                case "json_object": self = .jsonObject(try ResponseFormatJsonObject(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let value): try value.encode(to: encoder)
            case .jsonSchema(let value): try value.encode(to: encoder)
            case .jsonObject(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Parameters for audio output. Required when audio output is requested with
    /// `modalities: ["audio"]`. [Learn more](https://platform.openai.com/docs/guides/audio).
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        /// The voice the model uses to respond. Supported built-in voices are
        /// `alloy`, `ash`, `ballad`, `coral`, `echo`, `fable`, `nova`, `onyx`,
        /// `sage`, `shimmer`, `marin`, and `cedar`. You may also provide a
        /// custom voice object with an `id`, for example `{ "id": "voice_1234" }`.
        public var voice: VoiceIdsOrCustomVoice

        /// Specifies the output audio format. Must be one of `wav`, `mp3`, `flac`,
        /// `opus`, or `pcm16`.
        public var format: CreateChatCompletionRequest.Audio.Format

        public init(
            voice: VoiceIdsOrCustomVoice,
            format: CreateChatCompletionRequest.Audio.Format
        ) {
            self.voice = voice
            self.format = format
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                voice: .emptyValue,
                format: .emptyValue
            )
        }

        /// Specifies the output audio format. Must be one of `wav`, `mp3`, `flac`,
        /// `opus`, or `pcm16`.
        public nonisolated enum Format: OpenEnum, EmptyDecodable {
            case wav
            case aac
            case mp3
            case flac
            case opus
            case pcm16
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "wav": self = .wav
                case "aac": self = .aac
                case "mp3": self = .mp3
                case "flac": self = .flac
                case "opus": self = .opus
                case "pcm16": self = .pcm16
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .wav: "wav"
                case .aac: "aac"
                case .mp3: "mp3"
                case .flac: "flac"
                case .opus: "opus"
                case .pcm16: "pcm16"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.voice = try container.decodeRequired(VoiceIdsOrCustomVoice.self, forKey: "voice", in: decoder)
            self.format = try container.decodeRequired(CreateChatCompletionRequest.Audio.Format.self, forKey: "format", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.voice, forKey: "voice")
            try container.encode(self.format, forKey: "format")
        }
    }

    public nonisolated enum Tool: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `function`
        case function(ChatCompletionTool)
        /// - `type`: `custom`
        case custom(CustomToolChatCompletions)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "function": self = .function(try ChatCompletionTool(from: decoder)); return
                case "custom": self = .custom(try CustomToolChatCompletions(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .function(let value): try value.encode(to: encoder)
            case .custom(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Deprecated in favor of `tool_choice`.
    ///
    /// Controls which (if any) function is called by the model.
    ///
    /// `none` means the model will not call a function and instead generates a
    /// message.
    ///
    /// `auto` means the model can pick between generating a message or calling a
    /// function.
    ///
    /// Specifying a particular function via `{"name": "my_function"}` forces the
    /// model to call that function.
    ///
    /// `none` is the default when no functions are present. `auto` is the default
    /// if functions are present.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum FunctionCall: Codable, Equatable, Sendable, EmptyDecodable {
        /// `none` means the model will not call a function and instead generates a message. `auto` means the model can pick between generating a message or calling a function.
        case string(CreateChatCompletionRequest.FunctionCall.StringValue)
        case chatCompletionFunctionCallOption(ChatCompletionFunctionCallOption)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// `none` means the model will not call a function and instead generates a message. `auto` means the model can pick between generating a message or calling a function.
        public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
            case none
            case auto
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "none": self = .none
                case "auto": self = .auto
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .none: "none"
                case .auto: "auto"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .chatCompletionFunctionCallOption(try ChatCompletionFunctionCallOption(from: decoder)); return
            case .string:
                self = .string(try CreateChatCompletionRequest.FunctionCall.StringValue(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .chatCompletionFunctionCallOption(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: "top_logprobs")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self._user = try container.decodeIfPresent(String.self, forKey: "user")
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: "prompt_cache_key")
        self._promptCacheRetention = try container.decodeIfPresent(CreateChatCompletionRequest.PromptCacheRetention.self, forKey: "prompt_cache_retention")
        self.promptCacheOptions = try container.decodeIfPresent(PromptCacheOptionsParam.self, forKey: "prompt_cache_options")
        self.messages = try container.decodeRequired([ChatCompletionRequestMessage].self, forKey: "messages", in: decoder)
        self.model = try container.decodeRequired(ModelIdsShared.self, forKey: "model", in: decoder)
        self.serviceTier = try container.decodeIfPresent(OpenAIChat.ServiceTier.self, forKey: "service_tier")
        self.modalities = try container.decodeIfPresent(ResponseModalities.self, forKey: "modalities")
        self.verbosity = try container.decodeIfPresent(_OpenAIShared.Verbosity.self, forKey: "verbosity")
        self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
        self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: "max_completion_tokens")
        self.frequencyPenalty = try container.decodeIfPresent(Double.self, forKey: "frequency_penalty")
        self.presencePenalty = try container.decodeIfPresent(Double.self, forKey: "presence_penalty")
        self.webSearchOptions = try container.decodeIfPresent(CreateChatCompletionRequest.WebSearchOptions.self, forKey: "web_search_options")
        self.responseFormat = try container.decodeIfPresent(CreateChatCompletionRequest.ResponseFormat.self, forKey: "response_format")
        self.audio = try container.decodeIfPresent(CreateChatCompletionRequest.Audio.self, forKey: "audio")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
        self.moderation = try container.decodeIfPresent(ModerationParam.self, forKey: "moderation")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.stop = try container.decodeIfPresent(StopConfiguration.self, forKey: "stop")
        self.logitBias = try container.decodeIfPresent([String: Int].self, forKey: "logit_bias")
        self.logprobs = try container.decodeIfPresent(Bool.self, forKey: "logprobs")
        self._maxTokens = try container.decodeIfPresent(Int.self, forKey: "max_tokens")
        self.n = try container.decodeIfPresent(Int.self, forKey: "n")
        self.prediction = try container.decodeIfPresent(PredictionContent.self, forKey: "prediction")
        self._seed = try container.decodeIfPresent(Int.self, forKey: "seed")
        self.streamOptions = try container.decodeIfPresent(ChatCompletionStreamOptions.self, forKey: "stream_options")
        self.tools = try container.decodeIfPresent([CreateChatCompletionRequest.Tool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(ChatCompletionToolChoiceOption.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeIfPresent(ParallelToolCalls.self, forKey: "parallel_tool_calls")
        self._functionCall = try container.decodeIfPresent(CreateChatCompletionRequest.FunctionCall.self, forKey: "function_call")
        self._functions = try container.decodeIfPresent([ChatCompletionFunctions].self, forKey: "functions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.topLogprobs, forKey: "top_logprobs")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self._user, forKey: "user")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.promptCacheKey, forKey: "prompt_cache_key")
        try container.encodeIfPresent(self._promptCacheRetention, forKey: "prompt_cache_retention")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encode(self.messages, forKey: "messages")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.modalities, forKey: "modalities")
        try container.encodeIfPresent(self.verbosity, forKey: "verbosity")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encodeIfPresent(self.maxCompletionTokens, forKey: "max_completion_tokens")
        try container.encodeIfPresent(self.frequencyPenalty, forKey: "frequency_penalty")
        try container.encodeIfPresent(self.presencePenalty, forKey: "presence_penalty")
        try container.encodeIfPresent(self.webSearchOptions, forKey: "web_search_options")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.store, forKey: "store")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.stop, forKey: "stop")
        try container.encodeIfPresent(self.logitBias, forKey: "logit_bias")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
        try container.encodeIfPresent(self._maxTokens, forKey: "max_tokens")
        try container.encodeIfPresent(self.n, forKey: "n")
        try container.encodeIfPresent(self.prediction, forKey: "prediction")
        try container.encodeIfPresent(self._seed, forKey: "seed")
        try container.encodeIfPresent(self.streamOptions, forKey: "stream_options")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encodeIfPresent(self._functionCall, forKey: "function_call")
        try container.encodeIfPresent(self._functions, forKey: "functions")
    }
}

nonisolated extension NullableMember where Owner == CreateChatCompletionRequest {
    public static var metadata: Self { Self("metadata") }
    public static var topLogprobs: Self { Self("top_logprobs") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
    public static var promptCacheKey: Self { Self("prompt_cache_key") }
    public static var promptCacheRetention: Self { Self("prompt_cache_retention") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var modalities: Self { Self("modalities") }
    public static var verbosity: Self { Self("verbosity") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
    public static var maxCompletionTokens: Self { Self("max_completion_tokens") }
    public static var frequencyPenalty: Self { Self("frequency_penalty") }
    public static var presencePenalty: Self { Self("presence_penalty") }
    public static var audio: Self { Self("audio") }
    public static var store: Self { Self("store") }
    public static var moderation: Self { Self("moderation") }
    public static var stream: Self { Self("stream") }
    public static var stop: Self { Self("stop") }
    public static var logitBias: Self { Self("logit_bias") }
    public static var logprobs: Self { Self("logprobs") }
    public static var maxTokens: Self { Self("max_tokens") }
    public static var n: Self { Self("n") }
    public static var prediction: Self { Self("prediction") }
    public static var seed: Self { Self("seed") }
    public static var streamOptions: Self { Self("stream_options") }
}

nonisolated extension NullableMember where Owner == CreateChatCompletionRequest.WebSearchOptions {
    public static var userLocation: Self { Self("user_location") }
}
// MARK: - String arguments

nonisolated extension CreateChatCompletionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: String,
        metadata: _OpenAIShared.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: _OpenAIShared.Verbosity? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: StopConfiguration? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: ModelIdsShared(rawValue: model),
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: stop,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }

    /// The memberwise initializer with `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: ModelIdsShared,
        metadata: _OpenAIShared.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: _OpenAIShared.Verbosity? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: String,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: model,
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: StopConfiguration.string(stop),
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }

    /// The memberwise initializer with `model`, `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: String,
        metadata: _OpenAIShared.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: OpenAIChat.ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: _OpenAIShared.Verbosity? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: String,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: ModelIdsShared(rawValue: model),
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: StopConfiguration.string(stop),
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }
}
