// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// Client event for creating a response over a persistent WebSocket connection.
/// This payload uses the same top-level fields as `POST /v1/responses`, plus
/// WebSocket-only envelope metadata.
///
/// Notes:
/// - `stream` is implicit over WebSocket and should not be sent.
/// - `background` is not supported over WebSocket.
/// - `stream_id` is WebSocket-only and is not part of `POST /v1/responses`.
///
/// - Schema: `#/components/schemas/BetaResponsesClientEventResponseCreate`
public nonisolated struct BetaResponsesClientEventResponseCreate: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the client event. Always `response.create`.
    public var type: String

    /// The WebSocket lane for this response. Requests with the same
    /// `stream_id` are processed FIFO, and events for the response echo the
    /// same `stream_id`.
    ///
    /// `stream_id` controls routing; `previous_response_id` controls
    /// conversation lineage, so a new lane can fork from a response created
    /// on another lane.
    public var streamID: String?

    public var metadata: BetaMetadata?

    /// An integer between 0 and 20 specifying the maximum number of most likely
    /// tokens to return at each token position, each with an associated log
    /// probability. In some cases, the number of returned tokens may be fewer than
    /// requested.
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
    public var promptCacheRetention: BetaResponsesClientEventResponseCreate.PromptCacheRetention? {
        get { _promptCacheRetention }
        set { _promptCacheRetention = newValue }
    }

    public var promptCacheOptions: PromptCacheOptionsParam?

    public var previousResponseID: String?

    /// Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models)
    /// to browse and compare available models.
    public var model: ModelIds?

    public var background: Bool?

    public var maxToolCalls: Int?

    public var text: BetaResponseTextParam?

    public var tools: BetaToolsArray?

    public var toolChoice: ToolChoiceParam?

    public var prompt: BetaPrompt?

    public var serviceTier: ServiceTierResponses?

    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var truncation: BetaResponsesClientEventResponseCreate.Truncation? {
        get { _truncation }
        set { _truncation = newValue }
    }

    public var reasoning: Reasoning?

    public var input: BetaInputParam?

    public var include: [IncludeEnum]?

    public var parallelToolCalls: Bool?

    public var store: Bool?

    public var instructions: String?

    public var moderation: ModerationParam?

    public var stream: Bool?

    public var streamOptions: ResponseStreamOptions?

    public var conversation: ConversationParam?

    public var contextManagement: [ContextManagementParam]?

    public var maxOutputTokens: Int?

    public var multiAgent: BetaMultiAgentParam?

    /// Domain-specific access programs to use for this request.
    public var accessPrograms: BetaResponseCreateParamsAccessPrograms?

    /// Options for background execution on HTTP requests.
    ///
    /// The `2h` and `8h` completion windows require `background: true`, Standard
    /// processing, and `stream: false` or omitted.
    public var backgroundOptions: BetaResponseCreateParamsBackgroundOptions?

    /// Request level image options.
    public var image: BetaResponseCreateParamsImage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _user: String?
    private var _promptCacheRetention: BetaResponsesClientEventResponseCreate.PromptCacheRetention?
    private var _truncation: BetaResponsesClientEventResponseCreate.Truncation?

    public init(
        streamID: String? = nil,
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaResponsesClientEventResponseCreate.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: ModelIds? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: BetaResponsesClientEventResponseCreate.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: BetaInputParam? = nil,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: ConversationParam? = nil,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil,
        accessPrograms: BetaResponseCreateParamsAccessPrograms? = nil,
        backgroundOptions: BetaResponseCreateParamsBackgroundOptions? = nil,
        image: BetaResponseCreateParamsImage? = nil
    ) {
        self.type = "response.create"
        self.streamID = streamID
        self.metadata = metadata
        self.topLogprobs = topLogprobs
        self.temperature = temperature
        self.topP = topP
        self._user = user
        self.safetyIdentifier = safetyIdentifier
        self.promptCacheKey = promptCacheKey
        self._promptCacheRetention = promptCacheRetention
        self.promptCacheOptions = promptCacheOptions
        self.previousResponseID = previousResponseID
        self.model = model
        self.background = background
        self.maxToolCalls = maxToolCalls
        self.text = text
        self.tools = tools
        self.toolChoice = toolChoice
        self.prompt = prompt
        self.serviceTier = serviceTier
        self._truncation = truncation
        self.reasoning = reasoning
        self.input = input
        self.include = include
        self.parallelToolCalls = parallelToolCalls
        self.store = store
        self.instructions = instructions
        self.moderation = moderation
        self.stream = stream
        self.streamOptions = streamOptions
        self.conversation = conversation
        self.contextManagement = contextManagement
        self.maxOutputTokens = maxOutputTokens
        self.multiAgent = multiAgent
        self.accessPrograms = accessPrograms
        self.backgroundOptions = backgroundOptions
        self.image = image
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

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

    /// The truncation strategy to use for the model response.
    /// - `auto`: If the input to this Response exceeds
    ///   the model's context window size, the model will truncate the
    ///   response to fit the context window by dropping items from the beginning of the conversation.
    /// - `disabled` (default): If the input size will exceed the context window
    ///   size for a model, the request will fail with a 400 error.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum Truncation: OpenEnum, EmptyDecodable {
        case auto
        case disabled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "disabled": self = .disabled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .disabled: "disabled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.create")
        self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        self.metadata = try container.decodeIfPresent(BetaMetadata.self, forKey: "metadata")
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: "top_logprobs")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self._user = try container.decodeIfPresent(String.self, forKey: "user")
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: "prompt_cache_key")
        self._promptCacheRetention = try container.decodeIfPresent(BetaResponsesClientEventResponseCreate.PromptCacheRetention.self, forKey: "prompt_cache_retention")
        self.promptCacheOptions = try container.decodeIfPresent(PromptCacheOptionsParam.self, forKey: "prompt_cache_options")
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: "previous_response_id")
        self.model = try container.decodeIfPresent(ModelIds.self, forKey: "model")
        self.background = try container.decodeIfPresent(Bool.self, forKey: "background")
        self.maxToolCalls = try container.decodeIfPresent(Int.self, forKey: "max_tool_calls")
        self.text = try container.decodeIfPresent(BetaResponseTextParam.self, forKey: "text")
        self.tools = try container.decodeIfPresent(BetaToolsArray.self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(ToolChoiceParam.self, forKey: "tool_choice")
        self.prompt = try container.decodeIfPresent(BetaPrompt.self, forKey: "prompt")
        self.serviceTier = try container.decodeIfPresent(ServiceTierResponses.self, forKey: "service_tier")
        self._truncation = try container.decodeIfPresent(BetaResponsesClientEventResponseCreate.Truncation.self, forKey: "truncation")
        self.reasoning = try container.decodeIfPresent(Reasoning.self, forKey: "reasoning")
        self.input = try container.decodeIfPresent(BetaInputParam.self, forKey: "input")
        self.include = try container.decodeIfPresent([IncludeEnum].self, forKey: "include")
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: "parallel_tool_calls")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.moderation = try container.decodeIfPresent(ModerationParam.self, forKey: "moderation")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.streamOptions = try container.decodeIfPresent(ResponseStreamOptions.self, forKey: "stream_options")
        self.conversation = try container.decodeIfPresent(ConversationParam.self, forKey: "conversation")
        self.contextManagement = try container.decodeIfPresent([ContextManagementParam].self, forKey: "context_management")
        self.maxOutputTokens = try container.decodeIfPresent(Int.self, forKey: "max_output_tokens")
        self.multiAgent = try container.decodeIfPresent(BetaMultiAgentParam.self, forKey: "multi_agent")
        self.accessPrograms = try container.decodeIfPresent(BetaResponseCreateParamsAccessPrograms.self, forKey: "access_programs")
        self.backgroundOptions = try container.decodeIfPresent(BetaResponseCreateParamsBackgroundOptions.self, forKey: "background_options")
        self.image = try container.decodeIfPresent(BetaResponseCreateParamsImage.self, forKey: "image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.topLogprobs, forKey: "top_logprobs")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self._user, forKey: "user")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.promptCacheKey, forKey: "prompt_cache_key")
        try container.encodeIfPresent(self._promptCacheRetention, forKey: "prompt_cache_retention")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encodeIfPresent(self.previousResponseID, forKey: "previous_response_id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.maxToolCalls, forKey: "max_tool_calls")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self._truncation, forKey: "truncation")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.include, forKey: "include")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encodeIfPresent(self.store, forKey: "store")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.streamOptions, forKey: "stream_options")
        try container.encodeIfPresent(self.conversation, forKey: "conversation")
        try container.encodeIfPresent(self.contextManagement, forKey: "context_management")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
        try container.encodeIfPresent(self.multiAgent, forKey: "multi_agent")
        try container.encodeIfPresent(self.accessPrograms, forKey: "access_programs")
        try container.encodeIfPresent(self.backgroundOptions, forKey: "background_options")
        try container.encodeIfPresent(self.image, forKey: "image")
    }
}

nonisolated extension NullableMember where Owner == BetaResponsesClientEventResponseCreate {
    public static var metadata: Self { Self("metadata") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
    public static var promptCacheKey: Self { Self("prompt_cache_key") }
    public static var promptCacheRetention: Self { Self("prompt_cache_retention") }
    public static var previousResponseID: Self { Self("previous_response_id") }
    public static var background: Self { Self("background") }
    public static var maxToolCalls: Self { Self("max_tool_calls") }
    public static var prompt: Self { Self("prompt") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var truncation: Self { Self("truncation") }
    public static var reasoning: Self { Self("reasoning") }
    public static var include: Self { Self("include") }
    public static var parallelToolCalls: Self { Self("parallel_tool_calls") }
    public static var store: Self { Self("store") }
    public static var instructions: Self { Self("instructions") }
    public static var moderation: Self { Self("moderation") }
    public static var stream: Self { Self("stream") }
    public static var streamOptions: Self { Self("stream_options") }
    public static var conversation: Self { Self("conversation") }
    public static var contextManagement: Self { Self("context_management") }
    public static var maxOutputTokens: Self { Self("max_output_tokens") }
    public static var multiAgent: Self { Self("multi_agent") }
}
