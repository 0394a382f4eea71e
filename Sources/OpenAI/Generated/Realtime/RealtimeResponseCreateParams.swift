// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Create a new Realtime response with these parameters
///
/// - Schema: `#/components/schemas/RealtimeResponseCreateParams`
public nonisolated struct RealtimeResponseCreateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The set of modalities the model used to respond, currently the only possible values are
    /// `[\"audio\"]`, `[\"text\"]`. Audio output always include a text transcript. Setting the
    /// output to mode `text` will disable audio output from the model.
    public var outputModalities: [RealtimeResponseCreateParams.OutputModality]?

    /// The default system instructions (i.e. system message) prepended to model calls. This field allows the client to guide the model on desired responses. The model can be instructed on response content and format, (e.g. "be extremely succinct", "act friendly", "here are examples of good responses") and on audio behavior (e.g. "talk quickly", "inject emotion into your voice", "laugh frequently"). The instructions are not guaranteed to be followed by the model, but they provide guidance to the model on the desired behavior.
    /// Note that the server sets default instructions which will be used if this field is not set and are visible in the `session.created` event at the start of the session.
    public var instructions: String?

    /// Configuration for audio input and output.
    public var audio: RealtimeResponseCreateParams.Audio?

    /// Tools available to the model.
    public var tools: [RealtimeResponseCreateParams.Tool]?

    /// How the model chooses tools. Provide one of the string modes or force a specific
    /// function/MCP tool.
    public var toolChoice: RealtimeResponseCreateParams.ToolChoice?

    /// Whether the model may call multiple tools in parallel. Only supported by
    /// reasoning Realtime models such as `gpt-realtime-2`.
    public var parallelToolCalls: Bool?

    public var reasoning: RealtimeReasoning?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxOutputTokens: RealtimeResponseCreateParams.MaxOutputTokens?

    /// Controls which conversation the response is added to. Currently supports
    /// `auto` and `none`, with `auto` as the default value. The `auto` value
    /// means that the contents of the response will be added to the default
    /// conversation. Set this to `none` to create an out-of-band response which
    /// will not add items to default conversation.
    public var conversation: RealtimeResponseCreateParams.Conversation?

    public var metadata: _OpenAIShared.Metadata?

    public var prompt: APIPrompt?

    /// Input items to include in the prompt for the model. Using this field
    /// creates a new context for this Response instead of using the default
    /// conversation. An empty array `[]` will clear the context for this Response.
    /// Note that this can include references to items that previously appeared in the session
    /// using their id.
    public var input: [RealtimeConversationItem]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        outputModalities: [RealtimeResponseCreateParams.OutputModality]? = nil,
        instructions: String? = nil,
        audio: RealtimeResponseCreateParams.Audio? = nil,
        tools: [RealtimeResponseCreateParams.Tool]? = nil,
        toolChoice: RealtimeResponseCreateParams.ToolChoice? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: RealtimeReasoning? = nil,
        maxOutputTokens: RealtimeResponseCreateParams.MaxOutputTokens? = nil,
        conversation: RealtimeResponseCreateParams.Conversation? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        prompt: APIPrompt? = nil,
        input: [RealtimeConversationItem]? = nil
    ) {
        self.outputModalities = outputModalities
        self.instructions = instructions
        self.audio = audio
        self.tools = tools
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self.reasoning = reasoning
        self.maxOutputTokens = maxOutputTokens
        self.conversation = conversation
        self.metadata = metadata
        self.prompt = prompt
        self.input = input
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum OutputModality: OpenEnum, EmptyDecodable {
        case text
        case audio
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "text": self = .text
            case "audio": self = .audio
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .text: "text"
            case .audio: "audio"
            case .unknown(let value): value
            }
        }
    }

    /// Configuration for audio input and output.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var output: RealtimeResponseCreateParams.Audio.Output?

        public init(
            output: RealtimeResponseCreateParams.Audio.Output? = nil
        ) {
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Output: Codable, Equatable, Sendable, EmptyDecodable {
            /// The format of the output audio.
            public var format: RealtimeAudioFormats?

            /// The voice the model uses to respond. Supported built-in voices are
            /// `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`, `shimmer`, `verse`,
            /// `marin`, and `cedar`. You may also provide a custom voice object with
            /// an `id`, for example `{ "id": "voice_1234" }`. Voice cannot be changed
            /// during the session once the model has responded with audio at least once.
            /// We recommend `marin` and `cedar` for best quality.
            public var voice: VoiceIdsOrCustomVoice?

            public init(
                format: RealtimeAudioFormats? = nil,
                voice: VoiceIdsOrCustomVoice? = nil
            ) {
                self.format = format
                self.voice = voice
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.voice = try container.decodeIfPresent(VoiceIdsOrCustomVoice.self, forKey: "voice")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.format, forKey: "format")
                try container.encodeIfPresent(self.voice, forKey: "voice")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.output = try container.decodeIfPresent(RealtimeResponseCreateParams.Audio.Output.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

    public nonisolated enum Tool: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `function`
        case function(RealtimeFunctionTool)
        /// - `type`: `mcp`
        case mcp(MCPTool)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "function": self = .function(try RealtimeFunctionTool(from: decoder)); return
                case "mcp": self = .mcp(try MCPTool(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .function(try RealtimeFunctionTool(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .function(let value): try value.encode(to: encoder)
            case .mcp(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// How the model chooses tools. Provide one of the string modes or force a specific
    /// function/MCP tool.
    public nonisolated enum ToolChoice: Codable, Equatable, Sendable, EmptyDecodable {
        case options(ToolChoiceOptions)
        /// - `type`: `function`
        case function(ToolChoiceFunction)
        /// - `type`: `mcp`
        case mcp(ToolChoiceMCP)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "function": self = .function(try ToolChoiceFunction(from: decoder)); return
                case "mcp": self = .mcp(try ToolChoiceMCP(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            switch UnionDecoding.kind(of: decoder) {
            case .string:
                self = .options(try ToolChoiceOptions(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .options(let value): try value.encode(to: encoder)
            case .function(let value): try value.encode(to: encoder)
            case .mcp(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public nonisolated enum MaxOutputTokens: Codable, Equatable, Sendable, EmptyDecodable {
        case integer(Int)
        case string(RealtimeResponseCreateParams.MaxOutputTokens.StringValue)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
            case inf
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "inf": self = .inf
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .inf: "inf"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .integer:
                self = .integer(try Int(from: decoder)); return
            case .string:
                self = .string(try RealtimeResponseCreateParams.MaxOutputTokens.StringValue(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .integer(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Controls which conversation the response is added to. Currently supports
    /// `auto` and `none`, with `auto` as the default value. The `auto` value
    /// means that the contents of the response will be added to the default
    /// conversation. Set this to `none` to create an out-of-band response which
    /// will not add items to default conversation.
    public nonisolated enum Conversation: OpenEnum, EmptyDecodable {
        case auto
        case none
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "none": self = .none
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .none: "none"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.outputModalities = try container.decodeIfPresent([RealtimeResponseCreateParams.OutputModality].self, forKey: "output_modalities")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.audio = try container.decodeIfPresent(RealtimeResponseCreateParams.Audio.self, forKey: "audio")
        self.tools = try container.decodeIfPresent([RealtimeResponseCreateParams.Tool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(RealtimeResponseCreateParams.ToolChoice.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: "parallel_tool_calls")
        self.reasoning = try container.decodeIfPresent(RealtimeReasoning.self, forKey: "reasoning")
        self.maxOutputTokens = try container.decodeIfPresent(RealtimeResponseCreateParams.MaxOutputTokens.self, forKey: "max_output_tokens")
        self.conversation = try container.decodeIfPresent(RealtimeResponseCreateParams.Conversation.self, forKey: "conversation")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.prompt = try container.decodeIfPresent(APIPrompt.self, forKey: "prompt")
        self.input = try container.decodeIfPresent([RealtimeConversationItem].self, forKey: "input")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.outputModalities, forKey: "output_modalities")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
        try container.encodeIfPresent(self.conversation, forKey: "conversation")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.input, forKey: "input")
    }
}

nonisolated extension NullableMember where Owner == RealtimeResponseCreateParams {
    public static var metadata: Self { Self("metadata") }
    public static var prompt: Self { Self("prompt") }
}
