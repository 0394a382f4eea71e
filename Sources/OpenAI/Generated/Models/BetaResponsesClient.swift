// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Client events accepted by the Responses WebSocket server.
///
/// - Schema: `#/components/schemas/BetaResponsesClientEvent`
public enum BetaResponsesClientEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `response.create`
    case responseCreate(BetaResponsesClientEventResponseCreate)
    /// - `type`: `response.inject`
    case responseInject(BetaResponseInjectEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.create": self = .responseCreate(try BetaResponsesClientEventResponseCreate(from: decoder)); return
            case "response.inject": self = .responseInject(try BetaResponseInjectEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .responseCreate(let value): try value.encode(to: encoder)
        case .responseInject(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

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
public struct BetaResponsesClientEventResponseCreate: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var promptCacheRetention: BetaResponsesClientEventResponseCreate.PromptCacheRetention? {
        get { _promptCacheRetention }
        set { _promptCacheRetention = newValue }
    }

    public var promptCacheOptions: BetaPromptCacheOptionsParam?

    public var previousResponseID: String?

    /// Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model guide](/docs/models)
    /// to browse and compare available models.
    public var model: BetaModelIdsResponses?

    public var background: Bool?

    public var maxToolCalls: Int?

    public var text: BetaResponseTextParam?

    public var tools: BetaToolsArray?

    public var toolChoice: BetaToolChoiceParam?

    public var prompt: BetaPrompt?

    public var serviceTier: BetaServiceTierResponses?

    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var truncation: BetaResponsesClientEventResponseCreate.Truncation? {
        get { _truncation }
        set { _truncation = newValue }
    }

    public var reasoning: BetaReasoning?

    public var input: BetaInputParam?

    public var include: [BetaIncludeEnum]?

    public var parallelToolCalls: Bool?

    public var store: Bool?

    public var instructions: String?

    public var moderation: BetaModerationParam?

    public var stream: Bool?

    public var streamOptions: BetaResponseStreamOptions?

    public var conversation: BetaConversationParam?

    public var contextManagement: [BetaContextManagementParam]?

    public var maxOutputTokens: Int?

    public var multiAgent: BetaMultiAgentParam?
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
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: BetaModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaResponsesClientEventResponseCreate.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: BetaInputParam? = nil,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: BetaConversationParam? = nil,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

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

    /// The truncation strategy to use for the model response.
    /// - `auto`: If the input to this Response exceeds
    ///   the model's context window size, the model will truncate the
    ///   response to fit the context window by dropping items from the beginning of the conversation.
    /// - `disabled` (default): If the input size will exceed the context window
    ///   size for a model, the request will fail with a 400 error.
    ///
    /// - Warning: Deprecated in the spec.
    public enum Truncation: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case streamID = "stream_id"
        case metadata
        case topLogprobs = "top_logprobs"
        case temperature
        case topP = "top_p"
        case user
        case safetyIdentifier = "safety_identifier"
        case promptCacheKey = "prompt_cache_key"
        case promptCacheRetention = "prompt_cache_retention"
        case promptCacheOptions = "prompt_cache_options"
        case previousResponseID = "previous_response_id"
        case model
        case background
        case maxToolCalls = "max_tool_calls"
        case text
        case tools
        case toolChoice = "tool_choice"
        case prompt
        case serviceTier = "service_tier"
        case truncation
        case reasoning
        case input
        case include
        case parallelToolCalls = "parallel_tool_calls"
        case store
        case instructions
        case moderation
        case stream
        case streamOptions = "stream_options"
        case conversation
        case contextManagement = "context_management"
        case maxOutputTokens = "max_output_tokens"
        case multiAgent = "multi_agent"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.create")
        self.streamID = try container.decodeIfPresent(String.self, forKey: .streamID)
        self.metadata = try container.decodeIfPresent(BetaMetadata.self, forKey: .metadata)
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: .topLogprobs)
        self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
        self._user = try container.decodeIfPresent(String.self, forKey: .user)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: .safetyIdentifier)
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: .promptCacheKey)
        self._promptCacheRetention = try container.decodeIfPresent(BetaResponsesClientEventResponseCreate.PromptCacheRetention.self, forKey: .promptCacheRetention)
        self.promptCacheOptions = try container.decodeIfPresent(BetaPromptCacheOptionsParam.self, forKey: .promptCacheOptions)
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: .previousResponseID)
        self.model = try container.decodeIfPresent(BetaModelIdsResponses.self, forKey: .model)
        self.background = try container.decodeIfPresent(Bool.self, forKey: .background)
        self.maxToolCalls = try container.decodeIfPresent(Int.self, forKey: .maxToolCalls)
        self.text = try container.decodeIfPresent(BetaResponseTextParam.self, forKey: .text)
        self.tools = try container.decodeIfPresent(BetaToolsArray.self, forKey: .tools)
        self.toolChoice = try container.decodeIfPresent(BetaToolChoiceParam.self, forKey: .toolChoice)
        self.prompt = try container.decodeIfPresent(BetaPrompt.self, forKey: .prompt)
        self.serviceTier = try container.decodeIfPresent(BetaServiceTierResponses.self, forKey: .serviceTier)
        self._truncation = try container.decodeIfPresent(BetaResponsesClientEventResponseCreate.Truncation.self, forKey: .truncation)
        self.reasoning = try container.decodeIfPresent(BetaReasoning.self, forKey: .reasoning)
        self.input = try container.decodeIfPresent(BetaInputParam.self, forKey: .input)
        self.include = try container.decodeIfPresent([BetaIncludeEnum].self, forKey: .include)
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: .parallelToolCalls)
        self.store = try container.decodeIfPresent(Bool.self, forKey: .store)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
        self.moderation = try container.decodeIfPresent(BetaModerationParam.self, forKey: .moderation)
        self.stream = try container.decodeIfPresent(Bool.self, forKey: .stream)
        self.streamOptions = try container.decodeIfPresent(BetaResponseStreamOptions.self, forKey: .streamOptions)
        self.conversation = try container.decodeIfPresent(BetaConversationParam.self, forKey: .conversation)
        self.contextManagement = try container.decodeIfPresent([BetaContextManagementParam].self, forKey: .contextManagement)
        self.maxOutputTokens = try container.decodeIfPresent(Int.self, forKey: .maxOutputTokens)
        self.multiAgent = try container.decodeIfPresent(BetaMultiAgentParam.self, forKey: .multiAgent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.streamID, forKey: .streamID)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.topLogprobs, forKey: .topLogprobs)
        try container.encodeIfPresent(self.temperature, forKey: .temperature)
        try container.encodeIfPresent(self.topP, forKey: .topP)
        try container.encodeIfPresent(self._user, forKey: .user)
        try container.encodeIfPresent(self.safetyIdentifier, forKey: .safetyIdentifier)
        try container.encodeIfPresent(self.promptCacheKey, forKey: .promptCacheKey)
        try container.encodeIfPresent(self._promptCacheRetention, forKey: .promptCacheRetention)
        try container.encodeIfPresent(self.promptCacheOptions, forKey: .promptCacheOptions)
        try container.encodeIfPresent(self.previousResponseID, forKey: .previousResponseID)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.background, forKey: .background)
        try container.encodeIfPresent(self.maxToolCalls, forKey: .maxToolCalls)
        try container.encodeIfPresent(self.text, forKey: .text)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.toolChoice, forKey: .toolChoice)
        try container.encodeIfPresent(self.prompt, forKey: .prompt)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
        try container.encodeIfPresent(self._truncation, forKey: .truncation)
        try container.encodeIfPresent(self.reasoning, forKey: .reasoning)
        try container.encodeIfPresent(self.input, forKey: .input)
        try container.encodeIfPresent(self.include, forKey: .include)
        try container.encodeIfPresent(self.parallelToolCalls, forKey: .parallelToolCalls)
        try container.encodeIfPresent(self.store, forKey: .store)
        try container.encodeIfPresent(self.instructions, forKey: .instructions)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
        try container.encodeIfPresent(self.stream, forKey: .stream)
        try container.encodeIfPresent(self.streamOptions, forKey: .streamOptions)
        try container.encodeIfPresent(self.conversation, forKey: .conversation)
        try container.encodeIfPresent(self.contextManagement, forKey: .contextManagement)
        try container.encodeIfPresent(self.maxOutputTokens, forKey: .maxOutputTokens)
        try container.encodeIfPresent(self.multiAgent, forKey: .multiAgent)
    }
}
