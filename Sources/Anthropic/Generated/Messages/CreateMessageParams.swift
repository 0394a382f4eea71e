// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CreateMessageParams
///
/// - Schema: `#/components/schemas/CreateMessageParams`
public nonisolated struct CreateMessageParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: Model

    /// Input messages.
    ///
    /// Our models are trained to operate on alternating `user` and `assistant` conversational turns. When creating a new `Message`, you specify the prior conversational turns with the `messages` parameter, and the model then generates the next `Message` in the conversation. Consecutive `user` or `assistant` turns in your request will be combined into a single turn.
    ///
    /// Each input message must be an object with a `role` and `content`. You can specify a single `user`-role message, or you can include multiple `user` and `assistant` messages.
    ///
    /// If the final message uses the `assistant` role, the response content will continue immediately from the content in that message. This can be used to constrain part of the model's response.
    ///
    /// Example with a single `user` message:
    ///
    /// ```json
    /// [{"role": "user", "content": "Hello, Claude"}]
    /// ```
    ///
    /// Example with multiple conversational turns:
    ///
    /// ```json
    /// [
    ///   {"role": "user", "content": "Hello there."},
    ///   {"role": "assistant", "content": "Hi, I'm Claude. How can I help you?"},
    ///   {"role": "user", "content": "Can you explain LLMs in plain English?"},
    /// ]
    /// ```
    ///
    /// Example with a partially-filled response from Claude:
    ///
    /// ```json
    /// [
    ///   {"role": "user", "content": "What's the Greek name for Sun? (A) Sol (B) Helios (C) Sun"},
    ///   {"role": "assistant", "content": "The best answer is ("},
    /// ]
    /// ```
    ///
    /// Each input message `content` may be either a single `string` or an array of content blocks, where each block has a specific `type`. Using a `string` for `content` is shorthand for an array of one content block of type `"text"`. The following input messages are equivalent:
    ///
    /// ```json
    /// {"role": "user", "content": "Hello, Claude"}
    /// ```
    ///
    /// ```json
    /// {"role": "user", "content": [{"type": "text", "text": "Hello, Claude"}]}
    /// ```
    ///
    /// See [input examples](https://docs.claude.com/en/api/messages-examples).
    ///
    /// Note that if you want to include a [system prompt](https://docs.claude.com/en/docs/system-prompts), you can use the top-level `system` parameter — there is no `"system"` role for input messages in the Messages API.
    ///
    /// There is a limit of 100,000 messages in a single request.
    public var messages: [InputMessage]

    /// Top-level cache control automatically applies a cache_control marker to the last cacheable block in the request.
    public var cacheControl: CacheControlEphemeral?

    /// Container identifier for reuse across requests.
    public var container: String?

    /// Specifies the geographic region for inference processing. If not specified, the workspace's `default_inference_geo` is used.
    public var inferenceGeo: String?

    /// The maximum number of tokens to generate before stopping.
    ///
    /// Note that our models may stop _before_ reaching this maximum. This parameter only specifies the absolute maximum number of tokens to generate.
    ///
    /// Set to `0` to populate the [prompt cache](https://docs.claude.com/en/docs/build-with-claude/prompt-caching#pre-warming-the-cache) without generating a response.
    ///
    /// Different models have different maximum values for this parameter.  See [models](https://docs.claude.com/en/docs/models-overview) for details.
    public var maxTokens: Int

    /// An object describing metadata about the request.
    public var metadata: Metadata?

    /// Configuration options for the model's output, such as the output format.
    public var outputConfig: OutputConfig?

    /// Determines whether to use priority capacity (if available) or standard capacity for this request.
    ///
    /// Anthropic offers different levels of service for your API requests. See [service-tiers](https://docs.claude.com/en/api/service-tiers) for details.
    public var serviceTier: CreateMessageParams.ServiceTier?

    /// Custom text sequences that will cause the model to stop generating.
    ///
    /// Our models will normally stop when they have naturally completed their turn, which will result in a response `stop_reason` of `"end_turn"`.
    ///
    /// If you want the model to stop generating when it encounters custom strings of text, you can use the `stop_sequences` parameter. If the model encounters one of the custom sequences, the response `stop_reason` value will be `"stop_sequence"` and the response `stop_sequence` value will contain the matched stop sequence.
    public var stopSequences: [String]?

    /// Whether to incrementally stream the response using server-sent events.
    ///
    /// See [streaming](https://docs.claude.com/en/api/messages-streaming) for details.
    public var stream: Bool?

    /// System prompt.
    ///
    /// A system prompt is a way of providing context and instructions to Claude, such as specifying a particular goal or role. See our [guide to system prompts](https://docs.claude.com/en/docs/system-prompts).
    public var system: CreateMessageParams.System?

    /// Amount of randomness injected into the response.
    ///
    /// Defaults to `1.0`. Ranges from `0.0` to `1.0`. Use `temperature` closer to `0.0` for analytical / multiple choice, and closer to `1.0` for creative and generative tasks.
    ///
    /// Note that even with `temperature` of `0.0`, the results will not be fully deterministic.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var temperature: Double? {
        get { _temperature }
        set { _temperature = newValue }
    }

    public var thinking: ThinkingConfigParam?

    public var toolChoice: ToolChoice?

    /// Definitions of tools that the model may use.
    ///
    /// If you include `tools` in your API request, the model may return `tool_use` content blocks that represent the model's use of those tools. You can then run those tools using the tool input generated by the model and then optionally return results back to the model using `tool_result` content blocks.
    ///
    /// There are two types of tools: **client tools** and **server tools**. The behavior described below applies to client tools. For [server tools](https://docs.claude.com/en/docs/agents-and-tools/tool-use/overview\#server-tools), see their individual documentation as each has its own behavior (e.g., the [web search tool](https://docs.claude.com/en/docs/agents-and-tools/tool-use/web-search-tool)).
    ///
    /// Each tool definition includes:
    ///
    /// * `name`: Name of the tool.
    /// * `description`: Optional, but strongly-recommended description of the tool.
    /// * `input_schema`: [JSON schema](https://json-schema.org/draft/2020-12) for the tool `input` shape that the model will produce in `tool_use` output content blocks.
    ///
    /// For example, if you defined `tools` as:
    ///
    /// ```json
    /// [
    ///   {
    ///     "name": "get_stock_price",
    ///     "description": "Get the current stock price for a given ticker symbol.",
    ///     "input_schema": {
    ///       "type": "object",
    ///       "properties": {
    ///         "ticker": {
    ///           "type": "string",
    ///           "description": "The stock ticker symbol, e.g. AAPL for Apple Inc."
    ///         }
    ///       },
    ///       "required": ["ticker"]
    ///     }
    ///   }
    /// ]
    /// ```
    ///
    /// And then asked the model "What's the S&P 500 at today?", the model might produce `tool_use` content blocks in the response like this:
    ///
    /// ```json
    /// [
    ///   {
    ///     "type": "tool_use",
    ///     "id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
    ///     "name": "get_stock_price",
    ///     "input": { "ticker": "^GSPC" }
    ///   }
    /// ]
    /// ```
    ///
    /// You might then run your `get_stock_price` tool with `{"ticker": "^GSPC"}` as an input, and return the following back to the model in a subsequent `user` message:
    ///
    /// ```json
    /// [
    ///   {
    ///     "type": "tool_result",
    ///     "tool_use_id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
    ///     "content": "259.75 USD"
    ///   }
    /// ]
    /// ```
    ///
    /// Tools can be used for workflows that include running client-side tools and functions, or more generally whenever you want the model to produce a particular JSON structure of output.
    ///
    /// See our [guide](https://docs.claude.com/en/docs/tool-use) for more details.
    public var tools: [CreateMessageParams.Tool]?

    /// Only sample from the top K options for each subsequent token.
    ///
    /// Used to remove "long tail" low probability responses. [Learn more technical details here](https://towardsdatascience.com/how-to-sample-from-language-models-682bceb97277).
    ///
    /// Recommended for advanced use cases only.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var topK: Int? {
        get { _topK }
        set { _topK = newValue }
    }

    /// Use nucleus sampling.
    ///
    /// In nucleus sampling, we compute the cumulative distribution over all the options for each subsequent token in decreasing probability order and cut it off once it reaches a particular probability specified by `top_p`.
    ///
    /// Recommended for advanced use cases only.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var topP: Double? {
        get { _topP }
        set { _topP = newValue }
    }

    /// Request-level diagnostics.
    ///
    /// Supply `previous_message_id` to have the response include
    /// `diagnostics.cache_miss_reason` explaining any prompt-cache divergence from that
    /// prior request.
    public var diagnostics: DiagnosticsParam?

    /// The inference speed mode for this request.
    ///
    /// `"fast"` enables high output-tokens-per-second inference.
    ///
    /// Some models require the `fast-mode-2026-02-01` beta header for any `speed`
    /// value. See
    /// [fast mode](https://platform.claude.com/docs/en/build-with-claude/fast-mode) for
    /// which models.
    public var speed: CreateMessageParams.Speed?

    /// The user profile ID to attribute this request to.
    ///
    /// Use when acting on behalf of a party other than your organization.
    public var userProfileID: String?

    /// Optional header to select the Workspace for this request.
    ///
    /// The value is a Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
    ///
    /// Only needed for credentials that can act on more than one Workspace. A
    /// credential that belongs to a specific Workspace may omit it; if sent, it must
    /// match that Workspace.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _temperature: Double?
    private var _topK: Int?
    private var _topP: Double?

    public init(
        model: Model,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: CreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        diagnostics: DiagnosticsParam? = nil,
        speed: CreateMessageParams.Speed? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.model = model
        self.messages = messages
        self.cacheControl = cacheControl
        self.container = container
        self.inferenceGeo = inferenceGeo
        self.maxTokens = maxTokens
        self.metadata = metadata
        self.outputConfig = outputConfig
        self.serviceTier = serviceTier
        self.stopSequences = stopSequences
        self.stream = stream
        self.system = system
        self._temperature = temperature
        self.thinking = thinking
        self.toolChoice = toolChoice
        self.tools = tools
        self._topK = topK
        self._topP = topP
        self.diagnostics = diagnostics
        self.speed = speed
        self.userProfileID = userProfileID
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            messages: .emptyValue,
            maxTokens: .emptyValue
        )
    }

    /// Determines whether to use priority capacity (if available) or standard capacity for this request.
    ///
    /// Anthropic offers different levels of service for your API requests. See [service-tiers](https://docs.claude.com/en/api/service-tiers) for details.
    public nonisolated enum ServiceTier: OpenEnum, EmptyDecodable {
        case auto
        case standardOnly
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "standard_only": self = .standardOnly
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .standardOnly: "standard_only"
            case .unknown(let value): value
            }
        }
    }

    /// System prompt.
    ///
    /// A system prompt is a way of providing context and instructions to Claude, such as specifying a particular goal or role. See our [guide to system prompts](https://docs.claude.com/en/docs/system-prompts).
    public nonisolated enum System: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([RequestTextBlock])
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
                self = .array(try [RequestTextBlock](from: decoder)); return
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

    public nonisolated enum Tool: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `custom`
        case custom(APITool)
        /// - `type`: `bash_20250124`
        case bash_20250124(BashTool_20250124)
        /// - `type`: `code_execution_20250522`
        case codeExecution_20250522(CodeExecutionTool_20250522)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(CodeExecutionTool_20250825)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(CodeExecutionTool_20260120)
        /// - `type`: `memory_20250818`
        case memory_20250818(MemoryTool_20250818)
        /// - `type`: `text_editor_20250124`
        case textEditor_20250124(TextEditor_20250124)
        /// - `type`: `text_editor_20250429`
        case textEditor_20250429(TextEditor_20250429)
        /// - `type`: `text_editor_20250728`
        case textEditor_20250728(TextEditor_20250728)
        /// - `type`: `web_search_20250305`
        case webSearch_20250305(WebSearchTool_20250305)
        /// - `type`: `web_fetch_20250910`
        case webFetch_20250910(WebFetchTool_20250910)
        /// - `type`: `web_search_20260209`
        case webSearch_20260209(WebSearchTool_20260209)
        /// - `type`: `web_fetch_20260209`
        case webFetch_20260209(WebFetchTool_20260209)
        /// - `type`: `web_fetch_20260309`
        case webFetch_20260309(WebFetchTool_20260309)
        /// - `type`: `tool_search_tool_bm25_20251119`, `tool_search_tool_bm25`
        case toolSearchToolBm25_20251119(ToolSearchToolBM25_20251119)
        /// - `type`: `tool_search_tool_regex_20251119`, `tool_search_tool_regex`
        case toolSearchToolRegex_20251119(ToolSearchToolRegex_20251119)
        /// - `type`: `code_execution_20260521`
        case codeExecution_20260521(CodeExecutionTool20260521Param)
        /// - `type`: `browser_toolset_20260801`
        case browserToolset_20260801(BrowserToolset20260801Param)
        /// - `type`: `computer_toolset_20260801`
        case computerToolset_20260801(ComputerToolset20260801Param)
        /// - `type`: `web_search_20260318`
        case webSearch_20260318(WebSearchTool20260318Param)
        /// - `type`: `web_fetch_20260318`
        case webFetch_20260318(WebFetchTool20260318Param)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "custom": self = .custom(try APITool(from: decoder)); return
                case "bash_20250124": self = .bash_20250124(try BashTool_20250124(from: decoder)); return
                case "code_execution_20250522": self = .codeExecution_20250522(try CodeExecutionTool_20250522(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try CodeExecutionTool_20250825(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try CodeExecutionTool_20260120(from: decoder)); return
                case "memory_20250818": self = .memory_20250818(try MemoryTool_20250818(from: decoder)); return
                case "text_editor_20250124": self = .textEditor_20250124(try TextEditor_20250124(from: decoder)); return
                case "text_editor_20250429": self = .textEditor_20250429(try TextEditor_20250429(from: decoder)); return
                case "text_editor_20250728": self = .textEditor_20250728(try TextEditor_20250728(from: decoder)); return
                case "web_search_20250305": self = .webSearch_20250305(try WebSearchTool_20250305(from: decoder)); return
                case "web_fetch_20250910": self = .webFetch_20250910(try WebFetchTool_20250910(from: decoder)); return
                case "web_search_20260209": self = .webSearch_20260209(try WebSearchTool_20260209(from: decoder)); return
                case "web_fetch_20260209": self = .webFetch_20260209(try WebFetchTool_20260209(from: decoder)); return
                case "web_fetch_20260309": self = .webFetch_20260309(try WebFetchTool_20260309(from: decoder)); return
                case "tool_search_tool_bm25_20251119": self = .toolSearchToolBm25_20251119(try ToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_bm25": self = .toolSearchToolBm25_20251119(try ToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119(try ToolSearchToolRegex_20251119(from: decoder)); return
                case "tool_search_tool_regex": self = .toolSearchToolRegex_20251119(try ToolSearchToolRegex_20251119(from: decoder)); return
                case "code_execution_20260521": self = .codeExecution_20260521(try CodeExecutionTool20260521Param(from: decoder)); return
                case "browser_toolset_20260801": self = .browserToolset_20260801(try BrowserToolset20260801Param(from: decoder)); return
                case "computer_toolset_20260801": self = .computerToolset_20260801(try ComputerToolset20260801Param(from: decoder)); return
                case "web_search_20260318": self = .webSearch_20260318(try WebSearchTool20260318Param(from: decoder)); return
                case "web_fetch_20260318": self = .webFetch_20260318(try WebFetchTool20260318Param(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .custom(try APITool(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .custom(let value): try value.encode(to: encoder)
            case .bash_20250124(let value): try value.encode(to: encoder)
            case .codeExecution_20250522(let value): try value.encode(to: encoder)
            case .codeExecution_20250825(let value): try value.encode(to: encoder)
            case .codeExecution_20260120(let value): try value.encode(to: encoder)
            case .memory_20250818(let value): try value.encode(to: encoder)
            case .textEditor_20250124(let value): try value.encode(to: encoder)
            case .textEditor_20250429(let value): try value.encode(to: encoder)
            case .textEditor_20250728(let value): try value.encode(to: encoder)
            case .webSearch_20250305(let value): try value.encode(to: encoder)
            case .webFetch_20250910(let value): try value.encode(to: encoder)
            case .webSearch_20260209(let value): try value.encode(to: encoder)
            case .webFetch_20260209(let value): try value.encode(to: encoder)
            case .webFetch_20260309(let value): try value.encode(to: encoder)
            case .toolSearchToolBm25_20251119(let value): try value.encode(to: encoder)
            case .toolSearchToolRegex_20251119(let value): try value.encode(to: encoder)
            case .codeExecution_20260521(let value): try value.encode(to: encoder)
            case .browserToolset_20260801(let value): try value.encode(to: encoder)
            case .computerToolset_20260801(let value): try value.encode(to: encoder)
            case .webSearch_20260318(let value): try value.encode(to: encoder)
            case .webFetch_20260318(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// The inference speed mode for this request.
    ///
    /// `"fast"` enables high output-tokens-per-second inference.
    ///
    /// Some models require the `fast-mode-2026-02-01` beta header for any `speed`
    /// value. See
    /// [fast mode](https://platform.claude.com/docs/en/build-with-claude/fast-mode) for
    /// which models.
    public nonisolated enum Speed: OpenEnum, EmptyDecodable {
        case standard
        case fast
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "fast": self = .fast
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .fast: "fast"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.messages = try container.decodeRequired([InputMessage].self, forKey: "messages", in: decoder)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.container = try container.decodeIfPresent(String.self, forKey: "container")
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: "inference_geo")
        self.maxTokens = try container.decodeRequired(Int.self, forKey: "max_tokens", in: decoder)
        self.metadata = try container.decodeIfPresent(Metadata.self, forKey: "metadata")
        self.outputConfig = try container.decodeIfPresent(OutputConfig.self, forKey: "output_config")
        self.serviceTier = try container.decodeIfPresent(CreateMessageParams.ServiceTier.self, forKey: "service_tier")
        self.stopSequences = try container.decodeIfPresent([String].self, forKey: "stop_sequences")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.system = try container.decodeIfPresent(CreateMessageParams.System.self, forKey: "system")
        self._temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.thinking = try container.decodeIfPresent(ThinkingConfigParam.self, forKey: "thinking")
        self.toolChoice = try container.decodeIfPresent(ToolChoice.self, forKey: "tool_choice")
        self.tools = try container.decodeIfPresent([CreateMessageParams.Tool].self, forKey: "tools")
        self._topK = try container.decodeIfPresent(Int.self, forKey: "top_k")
        self._topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.diagnostics = try container.decodeIfPresent(DiagnosticsParam.self, forKey: "diagnostics")
        self.speed = try container.decodeIfPresent(CreateMessageParams.Speed.self, forKey: "speed")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.messages, forKey: "messages")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.container, forKey: "container")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
        try container.encode(self.maxTokens, forKey: "max_tokens")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.outputConfig, forKey: "output_config")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.stopSequences, forKey: "stop_sequences")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.system, forKey: "system")
        try container.encodeIfPresent(self._temperature, forKey: "temperature")
        try container.encodeIfPresent(self.thinking, forKey: "thinking")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self._topK, forKey: "top_k")
        try container.encodeIfPresent(self._topP, forKey: "top_p")
        try container.encodeIfPresent(self.diagnostics, forKey: "diagnostics")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == CreateMessageParams {
    public static var cacheControl: Self { Self("cache_control") }
    public static var container: Self { Self("container") }
    public static var inferenceGeo: Self { Self("inference_geo") }
    public static var diagnostics: Self { Self("diagnostics") }
    public static var speed: Self { Self("speed") }
}
// MARK: - String arguments

nonisolated extension CreateMessageParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: CreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        diagnostics: DiagnosticsParam? = nil,
        speed: CreateMessageParams.Speed? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            diagnostics: diagnostics,
            speed: speed,
            userProfileID: userProfileID,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        diagnostics: DiagnosticsParam? = nil,
        speed: CreateMessageParams.Speed? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: CreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            diagnostics: diagnostics,
            speed: speed,
            userProfileID: userProfileID,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        diagnostics: DiagnosticsParam? = nil,
        speed: CreateMessageParams.Speed? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: CreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            diagnostics: diagnostics,
            speed: speed,
            userProfileID: userProfileID,
            workspaceID: workspaceID
        )
    }
}
