// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateChatCompletionRequest`
public struct CreateChatCompletionRequest: Codable, Hashable, Sendable, EmptyDecodable {
    public var metadata: OpenAI.Metadata?

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
    /// Used to boost cache hit rates by better bucketing similar requests and  to help OpenAI detect and prevent abuse. [Learn more](/docs/guides/safety-best-practices#safety-identifiers).
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
    /// [model](/docs/models) you use, different message types (modalities) are
    /// supported, like [text](/docs/guides/text-generation),
    /// [images](/docs/guides/vision), and [audio](/docs/guides/audio).
    public var messages: [ChatCompletionRequestMessage]

    /// Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model guide](/docs/models)
    /// to browse and compare available models.
    public var model: ModelIdsShared

    public var serviceTier: ServiceTier?

    public var modalities: ResponseModalities?

    public var verbosity: Verbosity?

    public var reasoningEffort: OpenAI.ReasoningEffort?

    /// An upper bound for the number of tokens that can be generated for a completion, including visible output tokens and [reasoning tokens](/docs/guides/reasoning).
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
    /// Learn more about the [web search tool](/docs/guides/tools-web-search?api-mode=chat).
    public var webSearchOptions: CreateChatCompletionRequest.WebSearchOptions?

    /// An object specifying the format that the model must output.
    ///
    /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
    /// Structured Outputs which ensures the model will match your supplied JSON
    /// schema. Learn more in the [Structured Outputs
    /// guide](/docs/guides/structured-outputs).
    ///
    /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
    /// ensures the message the model generates is valid JSON. Using `json_schema`
    /// is preferred for models that support it.
    public var responseFormat: CreateChatCompletionRequest.ResponseFormat?

    /// Parameters for audio output. Required when audio output is requested with
    /// `modalities: ["audio"]`. [Learn more](/docs/guides/audio).
    public var audio: CreateChatCompletionRequest.Audio?

    /// Whether or not to store the output of this chat completion request for
    /// use in our [model distillation](/docs/guides/distillation) or
    /// [evals](/docs/guides/evals) products.
    ///
    /// Supports text and image inputs. Note: image inputs over 8MB will be dropped.
    public var store: Bool?

    public var moderation: ModerationParam?

    /// If set to true, the model response data will be streamed to the client
    /// as it is generated using [server-sent events](https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events#Event_stream_format).
    /// See the [Streaming section below](/docs/api-reference/chat/streaming)
    /// for more information, along with the [streaming responses](/docs/guides/streaming-responses)
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
    /// not compatible with [o-series models](/docs/guides/reasoning).
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var maxTokens: Int? {
        get { _maxTokens }
        set { _maxTokens = newValue }
    }

    /// How many chat completion choices to generate for each input message. Note that you will be charged based on the number of generated tokens across all of the choices. Keep `n` as `1` to minimize costs.
    public var n: Int?

    /// Configuration for a [Predicted Output](/docs/guides/predicted-outputs),
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
    /// [custom tools](/docs/guides/function-calling#custom-tools) or
    /// [function tools](/docs/guides/function-calling).
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
    private var _user: String?
    private var _promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention?
    private var _maxTokens: Int?
    private var _seed: Int?
    private var _functionCall: CreateChatCompletionRequest.FunctionCall?
    private var _functions: [ChatCompletionFunctions]?

    public init(
        messages: [ChatCompletionRequestMessage],
        model: ModelIdsShared,
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: Verbosity? = nil,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
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
    /// The retention policy for the prompt cache. Set to `24h` to enable extended prompt caching, which keeps cached prefixes active for longer, up to a maximum of 24 hours. [Learn more](/docs/guides/prompt-caching#prompt-cache-retention).
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
    public enum PromptCacheRetention: OpenEnum, EmptyDecodable {
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
    /// Learn more about the [web search tool](/docs/guides/tools-web-search?api-mode=chat).
    public struct WebSearchOptions: Codable, Hashable, Sendable, EmptyDecodable {
        /// Approximate location parameters for the search.
        public var userLocation: CreateChatCompletionRequest.WebSearchOptions.UserLocation?

        public var searchContextSize: WebSearchContextSize?

        public init(
            userLocation: CreateChatCompletionRequest.WebSearchOptions.UserLocation? = nil,
            searchContextSize: WebSearchContextSize? = nil
        ) {
            self.userLocation = userLocation
            self.searchContextSize = searchContextSize
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Approximate location parameters for the search.
        public struct UserLocation: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case type
                case approximate
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "approximate")
                self.approximate = try container.decodeRequired(WebSearchLocation.self, forKey: .approximate, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.type, forKey: .type)
                try container.encode(self.approximate, forKey: .approximate)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case userLocation = "user_location"
            case searchContextSize = "search_context_size"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.userLocation = try container.decodeIfPresent(CreateChatCompletionRequest.WebSearchOptions.UserLocation.self, forKey: .userLocation)
            self.searchContextSize = try container.decodeIfPresent(WebSearchContextSize.self, forKey: .searchContextSize)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.userLocation, forKey: .userLocation)
            try container.encodeIfPresent(self.searchContextSize, forKey: .searchContextSize)
        }
    }

    /// An object specifying the format that the model must output.
    ///
    /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
    /// Structured Outputs which ensures the model will match your supplied JSON
    /// schema. Learn more in the [Structured Outputs
    /// guide](/docs/guides/structured-outputs).
    ///
    /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
    /// ensures the message the model generates is valid JSON. Using `json_schema`
    /// is preferred for models that support it.
    public enum ResponseFormat: Codable, Hashable, Sendable, EmptyDecodable {
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
    /// `modalities: ["audio"]`. [Learn more](/docs/guides/audio).
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
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
        public enum Format: OpenEnum, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case voice
            case format
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.voice = try container.decodeRequired(VoiceIdsOrCustomVoice.self, forKey: .voice, in: decoder)
            self.format = try container.decodeRequired(CreateChatCompletionRequest.Audio.Format.self, forKey: .format, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.voice, forKey: .voice)
            try container.encode(self.format, forKey: .format)
        }
    }

    public enum Tool: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum FunctionCall: Codable, Hashable, Sendable, EmptyDecodable {
        /// `none` means the model will not call a function and instead generates a message. `auto` means the model can pick between generating a message or calling a function.
        case string(CreateChatCompletionRequest.FunctionCall.StringValue)
        case chatCompletionFunctionCallOption(ChatCompletionFunctionCallOption)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// `none` means the model will not call a function and instead generates a message. `auto` means the model can pick between generating a message or calling a function.
        public enum StringValue: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case metadata
        case topLogprobs = "top_logprobs"
        case temperature
        case topP = "top_p"
        case user
        case safetyIdentifier = "safety_identifier"
        case promptCacheKey = "prompt_cache_key"
        case promptCacheRetention = "prompt_cache_retention"
        case promptCacheOptions = "prompt_cache_options"
        case messages
        case model
        case serviceTier = "service_tier"
        case modalities
        case verbosity
        case reasoningEffort = "reasoning_effort"
        case maxCompletionTokens = "max_completion_tokens"
        case frequencyPenalty = "frequency_penalty"
        case presencePenalty = "presence_penalty"
        case webSearchOptions = "web_search_options"
        case responseFormat = "response_format"
        case audio
        case store
        case moderation
        case stream
        case stop
        case logitBias = "logit_bias"
        case logprobs
        case maxTokens = "max_tokens"
        case n
        case prediction
        case seed
        case streamOptions = "stream_options"
        case tools
        case toolChoice = "tool_choice"
        case parallelToolCalls = "parallel_tool_calls"
        case functionCall = "function_call"
        case functions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: .topLogprobs)
        self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
        self._user = try container.decodeIfPresent(String.self, forKey: .user)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: .safetyIdentifier)
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: .promptCacheKey)
        self._promptCacheRetention = try container.decodeIfPresent(CreateChatCompletionRequest.PromptCacheRetention.self, forKey: .promptCacheRetention)
        self.promptCacheOptions = try container.decodeIfPresent(PromptCacheOptionsParam.self, forKey: .promptCacheOptions)
        self.messages = try container.decodeRequired([ChatCompletionRequestMessage].self, forKey: .messages, in: decoder)
        self.model = try container.decodeRequired(ModelIdsShared.self, forKey: .model, in: decoder)
        self.serviceTier = try container.decodeIfPresent(ServiceTier.self, forKey: .serviceTier)
        self.modalities = try container.decodeIfPresent(ResponseModalities.self, forKey: .modalities)
        self.verbosity = try container.decodeIfPresent(Verbosity.self, forKey: .verbosity)
        self.reasoningEffort = try container.decodeIfPresent(OpenAI.ReasoningEffort.self, forKey: .reasoningEffort)
        self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: .maxCompletionTokens)
        self.frequencyPenalty = try container.decodeIfPresent(Double.self, forKey: .frequencyPenalty)
        self.presencePenalty = try container.decodeIfPresent(Double.self, forKey: .presencePenalty)
        self.webSearchOptions = try container.decodeIfPresent(CreateChatCompletionRequest.WebSearchOptions.self, forKey: .webSearchOptions)
        self.responseFormat = try container.decodeIfPresent(CreateChatCompletionRequest.ResponseFormat.self, forKey: .responseFormat)
        self.audio = try container.decodeIfPresent(CreateChatCompletionRequest.Audio.self, forKey: .audio)
        self.store = try container.decodeIfPresent(Bool.self, forKey: .store)
        self.moderation = try container.decodeIfPresent(ModerationParam.self, forKey: .moderation)
        self.stream = try container.decodeIfPresent(Bool.self, forKey: .stream)
        self.stop = try container.decodeIfPresent(StopConfiguration.self, forKey: .stop)
        self.logitBias = try container.decodeIfPresent([String: Int].self, forKey: .logitBias)
        self.logprobs = try container.decodeIfPresent(Bool.self, forKey: .logprobs)
        self._maxTokens = try container.decodeIfPresent(Int.self, forKey: .maxTokens)
        self.n = try container.decodeIfPresent(Int.self, forKey: .n)
        self.prediction = try container.decodeIfPresent(PredictionContent.self, forKey: .prediction)
        self._seed = try container.decodeIfPresent(Int.self, forKey: .seed)
        self.streamOptions = try container.decodeIfPresent(ChatCompletionStreamOptions.self, forKey: .streamOptions)
        self.tools = try container.decodeIfPresent([CreateChatCompletionRequest.Tool].self, forKey: .tools)
        self.toolChoice = try container.decodeIfPresent(ChatCompletionToolChoiceOption.self, forKey: .toolChoice)
        self.parallelToolCalls = try container.decodeIfPresent(ParallelToolCalls.self, forKey: .parallelToolCalls)
        self._functionCall = try container.decodeIfPresent(CreateChatCompletionRequest.FunctionCall.self, forKey: .functionCall)
        self._functions = try container.decodeIfPresent([ChatCompletionFunctions].self, forKey: .functions)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.topLogprobs, forKey: .topLogprobs)
        try container.encodeIfPresent(self.temperature, forKey: .temperature)
        try container.encodeIfPresent(self.topP, forKey: .topP)
        try container.encodeIfPresent(self._user, forKey: .user)
        try container.encodeIfPresent(self.safetyIdentifier, forKey: .safetyIdentifier)
        try container.encodeIfPresent(self.promptCacheKey, forKey: .promptCacheKey)
        try container.encodeIfPresent(self._promptCacheRetention, forKey: .promptCacheRetention)
        try container.encodeIfPresent(self.promptCacheOptions, forKey: .promptCacheOptions)
        try container.encode(self.messages, forKey: .messages)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
        try container.encodeIfPresent(self.modalities, forKey: .modalities)
        try container.encodeIfPresent(self.verbosity, forKey: .verbosity)
        try container.encodeIfPresent(self.reasoningEffort, forKey: .reasoningEffort)
        try container.encodeIfPresent(self.maxCompletionTokens, forKey: .maxCompletionTokens)
        try container.encodeIfPresent(self.frequencyPenalty, forKey: .frequencyPenalty)
        try container.encodeIfPresent(self.presencePenalty, forKey: .presencePenalty)
        try container.encodeIfPresent(self.webSearchOptions, forKey: .webSearchOptions)
        try container.encodeIfPresent(self.responseFormat, forKey: .responseFormat)
        try container.encodeIfPresent(self.audio, forKey: .audio)
        try container.encodeIfPresent(self.store, forKey: .store)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
        try container.encodeIfPresent(self.stream, forKey: .stream)
        try container.encodeIfPresent(self.stop, forKey: .stop)
        try container.encodeIfPresent(self.logitBias, forKey: .logitBias)
        try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
        try container.encodeIfPresent(self._maxTokens, forKey: .maxTokens)
        try container.encodeIfPresent(self.n, forKey: .n)
        try container.encodeIfPresent(self.prediction, forKey: .prediction)
        try container.encodeIfPresent(self._seed, forKey: .seed)
        try container.encodeIfPresent(self.streamOptions, forKey: .streamOptions)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.toolChoice, forKey: .toolChoice)
        try container.encodeIfPresent(self.parallelToolCalls, forKey: .parallelToolCalls)
        try container.encodeIfPresent(self._functionCall, forKey: .functionCall)
        try container.encodeIfPresent(self._functions, forKey: .functions)
    }
}

/// Represents a chat completion response returned by model, based on the provided input.
///
/// - Schema: `#/components/schemas/CreateChatCompletionResponse`
public struct CreateChatCompletionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// A unique identifier for the chat completion.
    public var id: String

    /// A list of chat completion choices. Can be more than one if `n` is greater than 1.
    public var choices: [CreateChatCompletionResponse.Choice]

    /// The Unix timestamp (in seconds) of when the chat completion was created.
    public var created: Int

    /// The model used for the chat completion.
    public var model: String

    public var metadata: OpenAI.Metadata?

    public var serviceTier: ServiceTier?

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
    private var _systemFingerprint: String?

    public init(
        id: String,
        choices: [CreateChatCompletionResponse.Choice],
        created: Int,
        model: String,
        metadata: OpenAI.Metadata? = nil,
        serviceTier: ServiceTier? = nil,
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

    public struct Choice: Codable, Hashable, Sendable, EmptyDecodable {
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
        public enum FinishReason: OpenEnum, EmptyDecodable {
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
        public struct Logprobs: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case content
                case refusal
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.content = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: .content)
                self.refusal = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: .refusal)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.content, forKey: .content)
                try container.encode(self.refusal, forKey: .refusal)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case finishReason = "finish_reason"
            case index
            case message
            case logprobs
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.finishReason = try container.decodeRequired(CreateChatCompletionResponse.Choice.FinishReason.self, forKey: .finishReason, in: decoder)
            self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
            self.message = try container.decodeRequired(ChatCompletionResponseMessage.self, forKey: .message, in: decoder)
            self.logprobs = try container.decodeIfPresent(CreateChatCompletionResponse.Choice.Logprobs.self, forKey: .logprobs)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.finishReason, forKey: .finishReason)
            try container.encode(self.index, forKey: .index)
            try container.encode(self.message, forKey: .message)
            try container.encode(self.logprobs, forKey: .logprobs)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case choices
        case created
        case model
        case metadata
        case serviceTier = "service_tier"
        case systemFingerprint = "system_fingerprint"
        case object
        case usage
        case moderation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.choices = try container.decodeRequired([CreateChatCompletionResponse.Choice].self, forKey: .choices, in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: .created, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.serviceTier = try container.decodeIfPresent(ServiceTier.self, forKey: .serviceTier)
        self._systemFingerprint = try container.decodeIfPresent(String.self, forKey: .systemFingerprint)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chat.completion")
        self.usage = try container.decodeIfPresent(CompletionUsage.self, forKey: .usage)
        self.moderation = try container.decodeIfPresent(ChatCompletionModeration.self, forKey: .moderation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.choices, forKey: .choices)
        try container.encode(self.created, forKey: .created)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
        try container.encodeIfPresent(self._systemFingerprint, forKey: .systemFingerprint)
        try container.encode(self.object, forKey: .object)
        try container.encodeIfPresent(self.usage, forKey: .usage)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
    }
}

/// Represents a streamed chunk of a chat completion response returned
/// by the model, based on the provided input.
/// [Learn more](/docs/guides/streaming-responses).
///
/// - Schema: `#/components/schemas/CreateChatCompletionStreamResponse`
public struct CreateChatCompletionStreamResponse: Codable, Hashable, Sendable, EmptyDecodable {
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

    public var serviceTier: ServiceTier?

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
    private var _systemFingerprint: String?

    public init(
        id: String,
        choices: [CreateChatCompletionStreamResponse.Choice],
        created: Int,
        model: String,
        obfuscation: String? = nil,
        serviceTier: ServiceTier? = nil,
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

    public struct Choice: Codable, Hashable, Sendable, EmptyDecodable {
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
        public struct Logprobs: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case content
                case refusal
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.content = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: .content)
                self.refusal = try container.decodeIfPresent([ChatCompletionTokenLogprob].self, forKey: .refusal)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.content, forKey: .content)
                try container.encode(self.refusal, forKey: .refusal)
            }
        }

        /// The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
        /// `length` if the maximum number of tokens specified in the request was reached,
        /// `content_filter` if content was omitted due to a flag from our content filters,
        /// `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
        public enum FinishReason: OpenEnum, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case delta
            case logprobs
            case finishReason = "finish_reason"
            case index
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.delta = try container.decodeRequired(ChatCompletionStreamResponseDelta.self, forKey: .delta, in: decoder)
            self.logprobs = try container.decodeIfPresent(CreateChatCompletionStreamResponse.Choice.Logprobs.self, forKey: .logprobs)
            self.finishReason = try container.decodeIfPresent(CreateChatCompletionStreamResponse.Choice.FinishReason.self, forKey: .finishReason)
            self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.delta, forKey: .delta)
            try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
            try container.encode(self.finishReason, forKey: .finishReason)
            try container.encode(self.index, forKey: .index)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case choices
        case created
        case model
        case obfuscation
        case serviceTier = "service_tier"
        case systemFingerprint = "system_fingerprint"
        case object
        case usage
        case moderation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.choices = try container.decodeRequired([CreateChatCompletionStreamResponse.Choice].self, forKey: .choices, in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: .created, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: .obfuscation)
        self.serviceTier = try container.decodeIfPresent(ServiceTier.self, forKey: .serviceTier)
        self._systemFingerprint = try container.decodeIfPresent(String.self, forKey: .systemFingerprint)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chat.completion.chunk")
        self.usage = try container.decodeIfPresent(CompletionUsage.self, forKey: .usage)
        self.moderation = try container.decodeIfPresent(ChatCompletionModeration.self, forKey: .moderation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.choices, forKey: .choices)
        try container.encode(self.created, forKey: .created)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.obfuscation, forKey: .obfuscation)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
        try container.encodeIfPresent(self._systemFingerprint, forKey: .systemFingerprint)
        try container.encode(self.object, forKey: .object)
        try container.encodeIfPresent(self.usage, forKey: .usage)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
    }
}

/// Parameters for provisioning a new ChatKit session.
///
/// - Schema: `#/components/schemas/CreateChatSessionBody`
public struct CreateChatSessionBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Workflow that powers the session.
    public var workflow: WorkflowParam

    /// A free-form string that identifies your end user; ensures this Session can access other objects that have the same `user` scope.
    public var user: String

    /// Optional override for session expiration timing in seconds from creation. Defaults to 10 minutes.
    public var expiresAfter: ExpiresAfterParam?

    /// Optional override for per-minute request limits. When omitted, defaults to 10.
    public var rateLimits: RateLimitsParam?

    /// Optional overrides for ChatKit runtime configuration features
    public var chatkitConfiguration: ChatkitConfigurationParam?

    public init(
        workflow: WorkflowParam,
        user: String,
        expiresAfter: ExpiresAfterParam? = nil,
        rateLimits: RateLimitsParam? = nil,
        chatkitConfiguration: ChatkitConfigurationParam? = nil
    ) {
        self.workflow = workflow
        self.user = user
        self.expiresAfter = expiresAfter
        self.rateLimits = rateLimits
        self.chatkitConfiguration = chatkitConfiguration
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workflow: .emptyValue,
            user: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case workflow
        case user
        case expiresAfter = "expires_after"
        case rateLimits = "rate_limits"
        case chatkitConfiguration = "chatkit_configuration"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.workflow = try container.decodeRequired(WorkflowParam.self, forKey: .workflow, in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: .user, in: decoder)
        self.expiresAfter = try container.decodeIfPresent(ExpiresAfterParam.self, forKey: .expiresAfter)
        self.rateLimits = try container.decodeIfPresent(RateLimitsParam.self, forKey: .rateLimits)
        self.chatkitConfiguration = try container.decodeIfPresent(ChatkitConfigurationParam.self, forKey: .chatkitConfiguration)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.workflow, forKey: .workflow)
        try container.encode(self.user, forKey: .user)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encodeIfPresent(self.rateLimits, forKey: .rateLimits)
        try container.encodeIfPresent(self.chatkitConfiguration, forKey: .chatkitConfiguration)
    }
}
