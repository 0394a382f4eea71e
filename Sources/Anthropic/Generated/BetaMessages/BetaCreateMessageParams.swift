// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// CreateMessageParams
///
/// - Schema: `#/components/schemas/BetaCreateMessageParams`
public nonisolated struct BetaCreateMessageParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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
    public var cacheControl: CacheControlEphemeral?

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
    public var metadata: Metadata?

    /// Configuration options for the model's output, such as the output format.
    public var outputConfig: BetaOutputConfig?

    /// Deprecated: Use `output_config.format` instead. See [structured outputs](https://platform.claude.com/docs/en/build-with-claude/structured-outputs)
    ///
    /// A schema to specify Claude's output format in responses. This parameter will be removed in a future release.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var outputFormat: JsonOutputFormat? {
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

    /// Optional header to specify the beta version(s) you want to use.
    public var betas: [AnthropicBetaParam]?

    /// Declares which organization is billed for this request.
    ///
    /// `{"type": "billing_policy", "bill_to": "user_profile"}` bills the customer
    /// behind the user profile named in the `anthropic-user-profile-id` header, instead
    /// of your organization. If that customer has not linked an Anthropic organization
    /// to the profile, or has not allowed your organization to bill it, the request is
    /// rejected rather than billed to you. Omit the field, or send `"bill_to": "self"`
    /// (the default), to be billed as usual.
    ///
    /// Message Batches does not currently support billing the customer behind a user
    /// profile. In a batch, omit the field or send `"bill_to": "self"`. A request in a
    /// batch that sets `"bill_to": "user_profile"` gets an `errored` result with an
    /// `invalid_request_error`, nobody is billed for it, and the batch's other requests
    /// run as usual.
    public var billingPolicy: BetaBillingPolicyParam?

    /// Compaction configuration.
    ///
    /// When set on `POST /v1/messages`, the request is a compaction request: the
    /// conversation in `messages` is summarized and the response holds only the
    /// resulting `compaction` block (`stop_reason` `"compaction"`), which later
    /// requests send first in `messages` in place of the messages it summarizes.
    /// `POST /v1/messages/count_tokens` accepts this parameter and ignores it: the
    /// count it returns is for the conversation in `messages` as sent. Cannot be
    /// combined with `context_management`.
    public var compaction: BetaCompactionConfigParam?

    /// Request-level diagnostics.
    ///
    /// Supply `previous_message_id` to have the response include
    /// `diagnostics.cache_miss_reason` explaining any prompt-cache divergence from that
    /// prior request.
    public var diagnostics: DiagnosticsParam?

    /// The `fallback_credit_token` from a prior refusal's `stop_details`.
    ///
    /// When a preceding request was refused and returned a `fallback_credit_token`,
    /// pass that code here on the retry to have the retry's cache-creation tokens for
    /// the prefix that was warm on the refused model billed at the cache-read rate.
    /// Must be redeemed by the same organization and workspace, with the same request
    /// body (optionally extended by one appended `assistant` message whose content is
    /// the partial text — with any trailing whitespace stripped from the final text
    /// block — and paired server-tool blocks streamed before the refusal; the
    /// appended-assistant form is not available for requests with `output_format` set
    /// or forced `tool_choice`), on an eligible fallback model, on the same platform,
    /// and within 5 minutes of the refusal; a mismatch is a 400. A token minted
    /// mid-server-tool-loop whose partial content was continuable may only be redeemed
    /// with the appended-assistant form — if an exact-body retry is rejected with a 400
    /// saying the token must be redeemed by continuing the partial response, retry with
    /// the appended-assistant form instead.
    ///
    /// When the appended-assistant form is used on a model that otherwise disallows
    /// assistant-turn prefill, this token also authorizes that one prefill.
    public var fallbackCreditToken: FallbackCreditToken?

    /// Opt-in server-side retry on one or more substitute models when the requested
    /// model declines for policy reasons. Tried in order: if the first entry also
    /// declines, the second is tried, and so on. Some models don't support fallbacks;
    /// on those models, a list of fallback models returns a 400 error. See
    /// [Server-side fallback](https://platform.claude.com/docs/en/build-with-claude/refusals-and-fallback#server-side-fallback).
    /// The string "default" requests the requested model's server-defined default
    /// fallback configuration. On a model that doesn't support fallbacks, the request
    /// runs on the requested model alone, so a declined request stays declined.
    public var fallbacks: BetaFallbacksParam?

    /// Server-held conversation state (a Thread).
    ///
    /// `{"type": "create"}` asks the server to hold this conversation's state under the
    /// response's `id`; `{"type": "continue", "previous_message_id": ...}` resumes from
    /// a previous response so only the new turn's messages are sent. The response shape
    /// is unchanged.
    public var thread: BetaMessageThreadParam?

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
    private var _outputFormat: JsonOutputFormat?
    private var _temperature: Double?
    private var _topK: Int?
    private var _topP: Double?

    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
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
        self.betas = betas
        self.billingPolicy = billingPolicy
        self.compaction = compaction
        self.diagnostics = diagnostics
        self.fallbackCreditToken = fallbackCreditToken
        self.fallbacks = fallbacks
        self.thread = thread
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

    /// Container identifier for reuse across requests.
    public nonisolated enum Container: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
        case custom(BetaTool)
        /// - `type`: `bash_20241022`
        case bash_20241022(BetaBashTool_20241022)
        /// - `type`: `bash_20250124`
        case bash_20250124(BetaBashTool_20250124)
        /// - `type`: `code_execution_20250522`
        case codeExecution_20250522(CodeExecutionTool_20250522)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(CodeExecutionTool_20250825)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(CodeExecutionTool_20260120)
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
        case webSearch_20250305(WebSearchTool_20250305)
        /// - `type`: `web_fetch_20250910`
        case webFetch_20250910(WebFetchTool_20250910)
        /// - `type`: `web_search_20260209`
        case webSearch_20260209(WebSearchTool_20260209)
        /// - `type`: `web_fetch_20260209`
        case webFetch_20260209(WebFetchTool_20260209)
        /// - `type`: `web_fetch_20260309`
        case webFetch_20260309(WebFetchTool_20260309)
        /// - `type`: `advisor_20260301`
        case advisor_20260301(BetaAdvisorTool_20260301)
        /// - `type`: `tool_search_tool_bm25_20251119`, `tool_search_tool_bm25`
        case toolSearchToolBm25_20251119(ToolSearchToolBM25_20251119)
        /// - `type`: `tool_search_tool_regex_20251119`, `tool_search_tool_regex`
        case toolSearchToolRegex_20251119(ToolSearchToolRegex_20251119)
        /// - `type`: `mcp_toolset`
        case mcpToolset(BetaMCPToolset)
        /// - `type`: `code_execution_20260521`
        case betaCodeExecutionTool20260521Param(CodeExecutionTool20260521Param)
        /// - `type`: `browser_toolset_20260801`
        case betaBrowserToolset20260801Param(BrowserToolset20260801Param)
        /// - `type`: `computer_toolset_20260801`
        case betaComputerToolset20260801Param(ComputerToolset20260801Param)
        /// - `type`: `web_search_20260318`
        case betaWebSearchTool20260318Param(WebSearchTool20260318Param)
        /// - `type`: `web_fetch_20260318`
        case betaWebFetchTool20260318Param(BetaWebFetchTool20260318Param)
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
                case "code_execution_20250522": self = .codeExecution_20250522(try CodeExecutionTool_20250522(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try CodeExecutionTool_20250825(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try CodeExecutionTool_20260120(from: decoder)); return
                case "computer_20241022": self = .computer_20241022(try BetaComputerUseTool_20241022(from: decoder)); return
                case "memory_20250818": self = .memory_20250818(try BetaMemoryTool_20250818(from: decoder)); return
                case "computer_20250124": self = .computer_20250124(try BetaComputerUseTool_20250124(from: decoder)); return
                case "text_editor_20241022": self = .textEditor_20241022(try BetaTextEditor_20241022(from: decoder)); return
                case "computer_20251124": self = .computer_20251124(try BetaComputerUseTool_20251124(from: decoder)); return
                case "text_editor_20250124": self = .textEditor_20250124(try BetaTextEditor_20250124(from: decoder)); return
                case "text_editor_20250429": self = .textEditor_20250429(try BetaTextEditor_20250429(from: decoder)); return
                case "text_editor_20250728": self = .textEditor_20250728(try BetaTextEditor_20250728(from: decoder)); return
                case "web_search_20250305": self = .webSearch_20250305(try WebSearchTool_20250305(from: decoder)); return
                case "web_fetch_20250910": self = .webFetch_20250910(try WebFetchTool_20250910(from: decoder)); return
                case "web_search_20260209": self = .webSearch_20260209(try WebSearchTool_20260209(from: decoder)); return
                case "web_fetch_20260209": self = .webFetch_20260209(try WebFetchTool_20260209(from: decoder)); return
                case "web_fetch_20260309": self = .webFetch_20260309(try WebFetchTool_20260309(from: decoder)); return
                case "advisor_20260301": self = .advisor_20260301(try BetaAdvisorTool_20260301(from: decoder)); return
                case "tool_search_tool_bm25_20251119": self = .toolSearchToolBm25_20251119(try ToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_bm25": self = .toolSearchToolBm25_20251119(try ToolSearchToolBM25_20251119(from: decoder)); return
                case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119(try ToolSearchToolRegex_20251119(from: decoder)); return
                case "tool_search_tool_regex": self = .toolSearchToolRegex_20251119(try ToolSearchToolRegex_20251119(from: decoder)); return
                case "mcp_toolset": self = .mcpToolset(try BetaMCPToolset(from: decoder)); return
                case "code_execution_20260521": self = .betaCodeExecutionTool20260521Param(try CodeExecutionTool20260521Param(from: decoder)); return
                case "browser_toolset_20260801": self = .betaBrowserToolset20260801Param(try BrowserToolset20260801Param(from: decoder)); return
                case "computer_toolset_20260801": self = .betaComputerToolset20260801Param(try ComputerToolset20260801Param(from: decoder)); return
                case "web_search_20260318": self = .betaWebSearchTool20260318Param(try WebSearchTool20260318Param(from: decoder)); return
                case "web_fetch_20260318": self = .betaWebFetchTool20260318Param(try BetaWebFetchTool20260318Param(from: decoder)); return
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
            case .betaCodeExecutionTool20260521Param(let value): try value.encode(to: encoder)
            case .betaBrowserToolset20260801Param(let value): try value.encode(to: encoder)
            case .betaComputerToolset20260801Param(let value): try value.encode(to: encoder)
            case .betaWebSearchTool20260318Param(let value): try value.encode(to: encoder)
            case .betaWebFetchTool20260318Param(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.messages = try container.decodeRequired([BetaInputMessage].self, forKey: "messages", in: decoder)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.container = try container.decodeIfPresent(BetaCreateMessageParams.Container.self, forKey: "container")
        self.contextManagement = try container.decodeIfPresent(BetaContextManagementConfig.self, forKey: "context_management")
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: "inference_geo")
        self.maxTokens = try container.decodeRequired(Int.self, forKey: "max_tokens", in: decoder)
        self.mcpServers = try container.decodeIfPresent([BetaRequestMCPServerURLDefinition].self, forKey: "mcp_servers")
        self.metadata = try container.decodeIfPresent(Metadata.self, forKey: "metadata")
        self.outputConfig = try container.decodeIfPresent(BetaOutputConfig.self, forKey: "output_config")
        self._outputFormat = try container.decodeIfPresent(JsonOutputFormat.self, forKey: "output_format")
        self.serviceTier = try container.decodeIfPresent(BetaCreateMessageParams.ServiceTier.self, forKey: "service_tier")
        self.speed = try container.decodeIfPresent(BetaSpeed.self, forKey: "speed")
        self.stopSequences = try container.decodeIfPresent([String].self, forKey: "stop_sequences")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.system = try container.decodeIfPresent(BetaCreateMessageParams.System.self, forKey: "system")
        self._temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.thinking = try container.decodeIfPresent(ThinkingConfigParam.self, forKey: "thinking")
        self.toolChoice = try container.decodeIfPresent(ToolChoice.self, forKey: "tool_choice")
        self.tools = try container.decodeIfPresent([BetaCreateMessageParams.Tool].self, forKey: "tools")
        self._topK = try container.decodeIfPresent(Int.self, forKey: "top_k")
        self._topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.betas = try container.decodeIfPresent([AnthropicBetaParam].self, forKey: "betas")
        self.billingPolicy = try container.decodeIfPresent(BetaBillingPolicyParam.self, forKey: "billing_policy")
        self.compaction = try container.decodeIfPresent(BetaCompactionConfigParam.self, forKey: "compaction")
        self.diagnostics = try container.decodeIfPresent(DiagnosticsParam.self, forKey: "diagnostics")
        self.fallbackCreditToken = try container.decodeIfPresent(FallbackCreditToken.self, forKey: "fallback_credit_token")
        self.fallbacks = try container.decodeIfPresent(BetaFallbacksParam.self, forKey: "fallbacks")
        self.thread = try container.decodeIfPresent(BetaMessageThreadParam.self, forKey: "thread")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.messages, forKey: "messages")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.container, forKey: "container")
        try container.encodeIfPresent(self.contextManagement, forKey: "context_management")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
        try container.encode(self.maxTokens, forKey: "max_tokens")
        try container.encodeIfPresent(self.mcpServers, forKey: "mcp_servers")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.outputConfig, forKey: "output_config")
        try container.encodeIfPresent(self._outputFormat, forKey: "output_format")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.stopSequences, forKey: "stop_sequences")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.system, forKey: "system")
        try container.encodeIfPresent(self._temperature, forKey: "temperature")
        try container.encodeIfPresent(self.thinking, forKey: "thinking")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self._topK, forKey: "top_k")
        try container.encodeIfPresent(self._topP, forKey: "top_p")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
        try container.encodeIfPresent(self.betas, forKey: "betas")
        try container.encodeIfPresent(self.billingPolicy, forKey: "billing_policy")
        try container.encodeIfPresent(self.compaction, forKey: "compaction")
        try container.encodeIfPresent(self.diagnostics, forKey: "diagnostics")
        try container.encodeIfPresent(self.fallbackCreditToken, forKey: "fallback_credit_token")
        try container.encodeIfPresent(self.fallbacks, forKey: "fallbacks")
        try container.encodeIfPresent(self.thread, forKey: "thread")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == BetaCreateMessageParams {
    public static var cacheControl: Self { Self("cache_control") }
    public static var container: Self { Self("container") }
    public static var contextManagement: Self { Self("context_management") }
    public static var inferenceGeo: Self { Self("inference_geo") }
    public static var outputFormat: Self { Self("output_format") }
    public static var speed: Self { Self("speed") }
    public static var userProfileID: Self { Self("user_profile_id") }
    public static var billingPolicy: Self { Self("billing_policy") }
    public static var compaction: Self { Self("compaction") }
    public static var diagnostics: Self { Self("diagnostics") }
    public static var fallbackCreditToken: Self { Self("fallback_credit_token") }
    public static var fallbacks: Self { Self("fallbacks") }
    public static var thread: Self { Self("thread") }
}
// MARK: - String arguments

nonisolated extension BetaCreateMessageParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `container` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `model`, `container` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `container`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }

    /// The memberwise initializer with `model`, `container`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: Metadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: JsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil,
        betas: [AnthropicBetaParam]? = nil,
        billingPolicy: BetaBillingPolicyParam? = nil,
        compaction: BetaCompactionConfigParam? = nil,
        diagnostics: DiagnosticsParam? = nil,
        fallbackCreditToken: FallbackCreditToken? = nil,
        fallbacks: BetaFallbacksParam? = nil,
        thread: BetaMessageThreadParam? = nil,
        workspaceID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID,
            betas: betas,
            billingPolicy: billingPolicy,
            compaction: compaction,
            diagnostics: diagnostics,
            fallbackCreditToken: fallbackCreditToken,
            fallbacks: fallbacks,
            thread: thread,
            workspaceID: workspaceID
        )
    }
}
