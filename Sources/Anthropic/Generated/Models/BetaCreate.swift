// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CreateMessageBatchParams
///
/// - Schema: `#/components/schemas/BetaCreateMessageBatchParams`
public struct BetaCreateMessageBatchParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of requests for prompt completion. Each is an individual request to create a Message.
    public var requests: [BetaMessageBatchIndividualRequestParams]

    public init(
        requests: [BetaMessageBatchIndividualRequestParams]
    ) {
        self.requests = requests
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            requests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case requests
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.requests = try container.decodeRequired([BetaMessageBatchIndividualRequestParams].self, forKey: .requests, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.requests, forKey: .requests)
    }
}

/// CreateMessageParams
///
/// - Schema: `#/components/schemas/BetaCreateMessageParams`
public struct BetaCreateMessageParams: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var messages: [BetaInputMessage]

    /// Top-level cache control automatically applies a cache_control marker to the last cacheable block in the request.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Container identifier for reuse across requests.
    public var container: BetaCreateMessageParams.Container?

    /// Context management configuration.
    ///
    /// This allows you to control how Claude manages context across multiple requests, such as whether to clear function results or not.
    public var contextManagement: BetaContextManagementConfig?

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

    /// MCP servers to be utilized in this request
    public var mcpServers: [BetaRequestMCPServerURLDefinition]?

    /// An object describing metadata about the request.
    public var metadata: BetaMetadata?

    /// Configuration options for the model's output, such as the output format.
    public var outputConfig: BetaOutputConfig?

    /// Deprecated: Use `output_config.format` instead. See [structured outputs](https://platform.claude.com/docs/en/build-with-claude/structured-outputs)
    ///
    /// A schema to specify Claude's output format in responses. This parameter will be removed in a future release.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var outputFormat: BetaJsonOutputFormat? {
        get { _outputFormat }
        set { _outputFormat = newValue }
    }

    /// Determines whether to use priority capacity (if available) or standard capacity for this request.
    ///
    /// Anthropic offers different levels of service for your API requests. See [service-tiers](https://docs.claude.com/en/api/service-tiers) for details.
    public var serviceTier: BetaCreateMessageParams.ServiceTier?

    /// The inference speed mode for this request. `"fast"` enables high output-tokens-per-second inference.
    public var speed: BetaSpeed?

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
    public var system: BetaCreateMessageParams.System?

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

    public var thinking: BetaThinkingConfigParam?

    public var toolChoice: BetaToolChoice?

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
    public var tools: [BetaCreateMessageParams.Tool]?

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

    /// The user profile ID to attribute this request to. Use when acting on behalf of a party other than your organization.
    public var userProfileID: String?
    private var _outputFormat: BetaJsonOutputFormat?
    private var _temperature: Double?
    private var _topK: Int?
    private var _topP: Double?

    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.model = model
        self.messages = messages
        self.cacheControl = cacheControl
        self.container = container
        self.contextManagement = contextManagement
        self.inferenceGeo = inferenceGeo
        self.maxTokens = maxTokens
        self.mcpServers = mcpServers
        self.metadata = metadata
        self.outputConfig = outputConfig
        self._outputFormat = outputFormat
        self.serviceTier = serviceTier
        self.speed = speed
        self.stopSequences = stopSequences
        self.stream = stream
        self.system = system
        self._temperature = temperature
        self.thinking = thinking
        self.toolChoice = toolChoice
        self.tools = tools
        self._topK = topK
        self._topP = topP
        self.userProfileID = userProfileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            messages: .emptyValue,
            maxTokens: .emptyValue
        )
    }

    /// Container identifier for reuse across requests.
    public enum Container: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case betaContainerParams(BetaContainerParams)
        case string(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .betaContainerParams(try BetaContainerParams(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .betaContainerParams(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Determines whether to use priority capacity (if available) or standard capacity for this request.
    ///
    /// Anthropic offers different levels of service for your API requests. See [service-tiers](https://docs.claude.com/en/api/service-tiers) for details.
    public enum ServiceTier: OpenEnum, EmptyDecodable {
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
    public enum System: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([BetaRequestTextBlock])
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
                self = .array(try [BetaRequestTextBlock](from: decoder)); return
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

    public enum Tool: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `custom`
        case custom(BetaTool)
        /// - `type`: `bash_20241022`
        case bash_20241022(BetaBashTool_20241022)
        /// - `type`: `bash_20250124`
        case bash_20250124(BetaBashTool_20250124)
        /// - `type`: `code_execution_20250522`
        case codeExecution_20250522(BetaCodeExecutionTool_20250522)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(BetaCodeExecutionTool_20250825)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(BetaCodeExecutionTool_20260120)
        /// - `type`: `computer_20241022`
        case computer_20241022(BetaComputerUseTool_20241022)
        /// - `type`: `memory_20250818`
        case memory_20250818(BetaMemoryTool_20250818)
        /// - `type`: `computer_20250124`
        case computer_20250124(BetaComputerUseTool_20250124)
        /// - `type`: `text_editor_20241022`
        case textEditor_20241022(BetaTextEditor_20241022)
        /// - `type`: `computer_20251124`
        case computer_20251124(BetaComputerUseTool_20251124)
        /// - `type`: `text_editor_20250124`
        case textEditor_20250124(BetaTextEditor_20250124)
        /// - `type`: `text_editor_20250429`
        case textEditor_20250429(BetaTextEditor_20250429)
        /// - `type`: `text_editor_20250728`
        case textEditor_20250728(BetaTextEditor_20250728)
        /// - `type`: `web_search_20250305`
        case webSearch_20250305(BetaWebSearchTool_20250305)
        /// - `type`: `web_fetch_20250910`
        case webFetch_20250910(BetaWebFetchTool_20250910)
        /// - `type`: `web_search_20260209`
        case webSearch_20260209(BetaWebSearchTool_20260209)
        /// - `type`: `web_fetch_20260209`
        case webFetch_20260209(BetaWebFetchTool_20260209)
        /// - `type`: `web_fetch_20260309`
        case webFetch_20260309(BetaWebFetchTool_20260309)
        /// - `type`: `advisor_20260301`
        case advisor_20260301(BetaAdvisorTool_20260301)
        /// - `type`: `tool_search_tool_bm25_20251119`, `tool_search_tool_bm25`
        case toolSearchToolBm25_20251119(BetaToolSearchToolBM25_20251119)
        /// - `type`: `tool_search_tool_regex_20251119`, `tool_search_tool_regex`
        case toolSearchToolRegex_20251119(BetaToolSearchToolRegex_20251119)
        /// - `type`: `mcp_toolset`
        case mcpToolset(BetaMCPToolset)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "custom": self = .custom(try BetaTool(from: decoder)); return
                case "bash_20241022": self = .bash_20241022(try BetaBashTool_20241022(from: decoder)); return
                case "bash_20250124": self = .bash_20250124(try BetaBashTool_20250124(from: decoder)); return
                case "code_execution_20250522": self = .codeExecution_20250522(try BetaCodeExecutionTool_20250522(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try BetaCodeExecutionTool_20250825(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try BetaCodeExecutionTool_20260120(from: decoder)); return
                case "computer_20241022": self = .computer_20241022(try BetaComputerUseTool_20241022(from: decoder)); return
                case "memory_20250818": self = .memory_20250818(try BetaMemoryTool_20250818(from: decoder)); return
                case "computer_20250124": self = .computer_20250124(try BetaComputerUseTool_20250124(from: decoder)); return
                case "text_editor_20241022": self = .textEditor_20241022(try BetaTextEditor_20241022(from: decoder)); return
                case "computer_20251124": self = .computer_20251124(try BetaComputerUseTool_20251124(from: decoder)); return
                case "text_editor_20250124": self = .textEditor_20250124(try BetaTextEditor_20250124(from: decoder)); return
                case "text_editor_20250429": self = .textEditor_20250429(try BetaTextEditor_20250429(from: decoder)); return
                case "text_editor_20250728": self = .textEditor_20250728(try BetaTextEditor_20250728(from: decoder)); return
                case "web_search_20250305": self = .webSearch_20250305(try BetaWebSearchTool_20250305(from: decoder)); return
                case "web_fetch_20250910": self = .webFetch_20250910(try BetaWebFetchTool_20250910(from: decoder)); return
                case "web_search_20260209": self = .webSearch_20260209(try BetaWebSearchTool_20260209(from: decoder)); return
                case "web_fetch_20260209": self = .webFetch_20260209(try BetaWebFetchTool_20260209(from: decoder)); return
                case "web_fetch_20260309": self = .webFetch_20260309(try BetaWebFetchTool_20260309(from: decoder)); return
                case "advisor_20260301": self = .advisor_20260301(try BetaAdvisorTool_20260301(from: decoder)); return
                case "tool_search_tool_bm25_20251119": self = .toolSearchToolBm25_20251119(try BetaToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_bm25": self = .toolSearchToolBm25_20251119(try BetaToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119(try BetaToolSearchToolRegex_20251119(from: decoder)); return
                case "tool_search_tool_regex": self = .toolSearchToolRegex_20251119(try BetaToolSearchToolRegex_20251119(from: decoder)); return
                case "mcp_toolset": self = .mcpToolset(try BetaMCPToolset(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .custom(try BetaTool(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .custom(let value): try value.encode(to: encoder)
            case .bash_20241022(let value): try value.encode(to: encoder)
            case .bash_20250124(let value): try value.encode(to: encoder)
            case .codeExecution_20250522(let value): try value.encode(to: encoder)
            case .codeExecution_20250825(let value): try value.encode(to: encoder)
            case .codeExecution_20260120(let value): try value.encode(to: encoder)
            case .computer_20241022(let value): try value.encode(to: encoder)
            case .memory_20250818(let value): try value.encode(to: encoder)
            case .computer_20250124(let value): try value.encode(to: encoder)
            case .textEditor_20241022(let value): try value.encode(to: encoder)
            case .computer_20251124(let value): try value.encode(to: encoder)
            case .textEditor_20250124(let value): try value.encode(to: encoder)
            case .textEditor_20250429(let value): try value.encode(to: encoder)
            case .textEditor_20250728(let value): try value.encode(to: encoder)
            case .webSearch_20250305(let value): try value.encode(to: encoder)
            case .webFetch_20250910(let value): try value.encode(to: encoder)
            case .webSearch_20260209(let value): try value.encode(to: encoder)
            case .webFetch_20260209(let value): try value.encode(to: encoder)
            case .webFetch_20260309(let value): try value.encode(to: encoder)
            case .advisor_20260301(let value): try value.encode(to: encoder)
            case .toolSearchToolBm25_20251119(let value): try value.encode(to: encoder)
            case .toolSearchToolRegex_20251119(let value): try value.encode(to: encoder)
            case .mcpToolset(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case messages
        case cacheControl = "cache_control"
        case container
        case contextManagement = "context_management"
        case inferenceGeo = "inference_geo"
        case maxTokens = "max_tokens"
        case mcpServers = "mcp_servers"
        case metadata
        case outputConfig = "output_config"
        case outputFormat = "output_format"
        case serviceTier = "service_tier"
        case speed
        case stopSequences = "stop_sequences"
        case stream
        case system
        case temperature
        case thinking
        case toolChoice = "tool_choice"
        case tools
        case topK = "top_k"
        case topP = "top_p"
        case userProfileID = "user_profile_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeRequired(Model.self, forKey: .model, in: decoder)
        self.messages = try container.decodeRequired([BetaInputMessage].self, forKey: .messages, in: decoder)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.container = try container.decodeIfPresent(BetaCreateMessageParams.Container.self, forKey: .container)
        self.contextManagement = try container.decodeIfPresent(BetaContextManagementConfig.self, forKey: .contextManagement)
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: .inferenceGeo)
        self.maxTokens = try container.decodeRequired(Int.self, forKey: .maxTokens, in: decoder)
        self.mcpServers = try container.decodeIfPresent([BetaRequestMCPServerURLDefinition].self, forKey: .mcpServers)
        self.metadata = try container.decodeIfPresent(BetaMetadata.self, forKey: .metadata)
        self.outputConfig = try container.decodeIfPresent(BetaOutputConfig.self, forKey: .outputConfig)
        self._outputFormat = try container.decodeIfPresent(BetaJsonOutputFormat.self, forKey: .outputFormat)
        self.serviceTier = try container.decodeIfPresent(BetaCreateMessageParams.ServiceTier.self, forKey: .serviceTier)
        self.speed = try container.decodeIfPresent(BetaSpeed.self, forKey: .speed)
        self.stopSequences = try container.decodeIfPresent([String].self, forKey: .stopSequences)
        self.stream = try container.decodeIfPresent(Bool.self, forKey: .stream)
        self.system = try container.decodeIfPresent(BetaCreateMessageParams.System.self, forKey: .system)
        self._temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        self.thinking = try container.decodeIfPresent(BetaThinkingConfigParam.self, forKey: .thinking)
        self.toolChoice = try container.decodeIfPresent(BetaToolChoice.self, forKey: .toolChoice)
        self.tools = try container.decodeIfPresent([BetaCreateMessageParams.Tool].self, forKey: .tools)
        self._topK = try container.decodeIfPresent(Int.self, forKey: .topK)
        self._topP = try container.decodeIfPresent(Double.self, forKey: .topP)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: .userProfileID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.messages, forKey: .messages)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.container, forKey: .container)
        try container.encodeIfPresent(self.contextManagement, forKey: .contextManagement)
        try container.encodeIfPresent(self.inferenceGeo, forKey: .inferenceGeo)
        try container.encode(self.maxTokens, forKey: .maxTokens)
        try container.encodeIfPresent(self.mcpServers, forKey: .mcpServers)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.outputConfig, forKey: .outputConfig)
        try container.encodeIfPresent(self._outputFormat, forKey: .outputFormat)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
        try container.encodeIfPresent(self.speed, forKey: .speed)
        try container.encodeIfPresent(self.stopSequences, forKey: .stopSequences)
        try container.encodeIfPresent(self.stream, forKey: .stream)
        try container.encodeIfPresent(self.system, forKey: .system)
        try container.encodeIfPresent(self._temperature, forKey: .temperature)
        try container.encodeIfPresent(self.thinking, forKey: .thinking)
        try container.encodeIfPresent(self.toolChoice, forKey: .toolChoice)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self._topK, forKey: .topK)
        try container.encodeIfPresent(self._topP, forKey: .topP)
        try container.encodeIfPresent(self.userProfileID, forKey: .userProfileID)
    }
}

/// CreateSkillResponse
///
/// - Schema: `#/components/schemas/BetaCreateSkillResponse`
public struct BetaCreateSkillResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill was created.
    public var createdAt: String

    /// Display title for the skill.
    ///
    /// This is a human-readable label that is not included in the prompt sent to the model.
    public var displayTitle: String?

    /// Unique identifier for the skill.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// The latest version identifier for the skill.
    ///
    /// This represents the most recent version of the skill that has been created.
    public var latestVersion: String?

    /// Source of the skill.
    ///
    /// This may be one of the following values:
    /// * `"custom"`: the skill was created by a user
    /// * `"anthropic"`: the skill was created by Anthropic
    public var source: String

    /// Object type.
    ///
    /// For Skills, this is always `"skill"`.
    public var type: String

    /// ISO 8601 timestamp of when the skill was last updated.
    public var updatedAt: String

    public init(
        createdAt: String,
        displayTitle: String?,
        id: String,
        latestVersion: String?,
        source: String,
        type: String,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.displayTitle = displayTitle
        self.id = id
        self.latestVersion = latestVersion
        self.source = source
        self.type = type
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            displayTitle: nil,
            id: .emptyValue,
            latestVersion: nil,
            source: .emptyValue,
            type: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case displayTitle = "display_title"
        case id
        case latestVersion = "latest_version"
        case source
        case type
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.displayTitle = try container.decodeIfPresent(String.self, forKey: .displayTitle)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.latestVersion = try container.decodeIfPresent(String.self, forKey: .latestVersion)
        self.source = try container.decodeRequired(String.self, forKey: .source, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
        self.updatedAt = try container.decodeRequired(String.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.displayTitle, forKey: .displayTitle)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.latestVersion, forKey: .latestVersion)
        try container.encode(self.source, forKey: .source)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// CreateSkillVersionResponse
///
/// - Schema: `#/components/schemas/BetaCreateSkillVersionResponse`
public struct BetaCreateSkillVersionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill version was created.
    public var createdAt: String

    /// Description of the skill version.
    ///
    /// This is extracted from the SKILL.md file in the skill upload.
    public var description: String

    /// Directory name of the skill version.
    ///
    /// This is the top-level directory name that was extracted from the uploaded files.
    public var directory: String

    /// Unique identifier for the skill version.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// Human-readable name of the skill version.
    ///
    /// This is extracted from the SKILL.md file in the skill upload.
    public var name: String

    /// Identifier for the skill that this version belongs to.
    public var skillID: String

    /// Object type.
    ///
    /// For Skill Versions, this is always `"skill_version"`.
    public var type: String

    /// Version identifier for the skill.
    ///
    /// Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
    public var version: String

    public init(
        createdAt: String,
        description: String,
        directory: String,
        id: String,
        name: String,
        skillID: String,
        type: String,
        version: String
    ) {
        self.createdAt = createdAt
        self.description = description
        self.directory = directory
        self.id = id
        self.name = name
        self.skillID = skillID
        self.type = type
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            description: .emptyValue,
            directory: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            skillID: .emptyValue,
            type: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case description
        case directory
        case id
        case name
        case skillID = "skill_id"
        case type
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.directory = try container.decodeRequired(String.self, forKey: .directory, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.directory, forKey: .directory)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.version, forKey: .version)
    }
}

/// - Schema: `#/components/schemas/BetaCreateUserProfileRequest`
public struct BetaCreateUserProfileRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Platform's own identifier for this user. Not enforced unique. Maximum 255 characters.
    public var externalID: String?

    /// Display name of the entity this profile represents. Required when relationship is `resold` (the resold-to company's name); optional otherwise. Maximum 255 characters.
    public var name: String?

    /// How the entity relates to the platform. `external` (default): an individual end-user. `resold`: a company the platform resells Claude access to. `internal`: the platform's own usage.
    public var relationship: BetaUserProfileRelationship?

    /// Free-form key-value data to attach to this user profile. Maximum 16 keys, with keys up to 64 characters and values up to 512 characters. Values must be non-empty strings.
    public var metadata: [String: String]?

    public init(
        externalID: String? = nil,
        name: String? = nil,
        relationship: BetaUserProfileRelationship? = nil,
        metadata: [String: String]? = nil
    ) {
        self.externalID = externalID
        self.name = name
        self.relationship = relationship
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case externalID = "external_id"
        case name
        case relationship
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.externalID = try container.decodeIfPresent(String.self, forKey: .externalID)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.relationship = try container.decodeIfPresent(BetaUserProfileRelationship.self, forKey: .relationship)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.externalID, forKey: .externalID)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.relationship, forKey: .relationship)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
