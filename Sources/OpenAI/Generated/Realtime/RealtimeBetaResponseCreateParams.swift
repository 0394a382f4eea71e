// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Create a new Realtime response with these parameters
///
/// - Schema: `#/components/schemas/RealtimeBetaResponseCreateParams`
public nonisolated struct RealtimeBetaResponseCreateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var modalities: [RealtimeBetaResponseCreateParams.Modality]?

    /// The default system instructions (i.e. system message) prepended to model
    /// calls. This field allows the client to guide the model on desired
    /// responses. The model can be instructed on response content and format,
    /// (e.g. "be extremely succinct", "act friendly", "here are examples of good
    /// responses") and on audio behavior (e.g. "talk quickly", "inject emotion
    /// into your voice", "laugh frequently"). The instructions are not guaranteed
    /// to be followed by the model, but they provide guidance to the model on the
    /// desired behavior.
    ///
    /// Note that the server sets default instructions which will be used if this
    /// field is not set and are visible in the `session.created` event at the
    /// start of the session.
    public var instructions: String?

    /// The voice the model uses to respond. Supported built-in voices are
    /// `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`, `shimmer`, `verse`,
    /// `marin`, and `cedar`. You may also provide a custom voice object with an
    /// `id`, for example `{ "id": "voice_1234" }`. Voice cannot be changed during
    /// the session once the model has responded with audio at least once.
    public var voice: VoiceIdsOrCustomVoice?

    /// The format of output audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public var outputAudioFormat: RealtimeBetaResponseCreateParams.OutputAudioFormat?

    /// Tools (functions) available to the model.
    public var tools: [RealtimeBetaResponseCreateParams.Tool]?

    /// How the model chooses tools. Provide one of the string modes or force a specific
    /// function/MCP tool.
    public var toolChoice: RealtimeBetaResponseCreateParams.ToolChoice?

    /// Sampling temperature for the model, limited to [0.6, 1.2]. Defaults to 0.8.
    public var temperature: Double?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxOutputTokens: RealtimeBetaResponseCreateParams.MaxOutputTokens?

    /// Controls which conversation the response is added to. Currently supports
    /// `auto` and `none`, with `auto` as the default value. The `auto` value
    /// means that the contents of the response will be added to the default
    /// conversation. Set this to `none` to create an out-of-band response which
    /// will not add items to default conversation.
    public var conversation: RealtimeBetaResponseCreateParams.Conversation?

    public var metadata: _OpenAIShared.Metadata?

    public var prompt: APIPrompt?

    /// Input items to include in the prompt for the model. Using this field
    /// creates a new context for this Response instead of using the default
    /// conversation. An empty array `[]` will clear the context for this Response.
    /// Note that this can include references to items from the default conversation.
    public var input: [RealtimeConversationItem]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        modalities: [RealtimeBetaResponseCreateParams.Modality]? = nil,
        instructions: String? = nil,
        voice: VoiceIdsOrCustomVoice? = nil,
        outputAudioFormat: RealtimeBetaResponseCreateParams.OutputAudioFormat? = nil,
        tools: [RealtimeBetaResponseCreateParams.Tool]? = nil,
        toolChoice: RealtimeBetaResponseCreateParams.ToolChoice? = nil,
        temperature: Double? = nil,
        maxOutputTokens: RealtimeBetaResponseCreateParams.MaxOutputTokens? = nil,
        conversation: RealtimeBetaResponseCreateParams.Conversation? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        prompt: APIPrompt? = nil,
        input: [RealtimeConversationItem]? = nil
    ) {
        self.modalities = modalities
        self.instructions = instructions
        self.voice = voice
        self.outputAudioFormat = outputAudioFormat
        self.tools = tools
        self.toolChoice = toolChoice
        self.temperature = temperature
        self.maxOutputTokens = maxOutputTokens
        self.conversation = conversation
        self.metadata = metadata
        self.prompt = prompt
        self.input = input
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum Modality: OpenEnum, EmptyDecodable {
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

    /// The format of output audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public nonisolated enum OutputAudioFormat: OpenEnum, EmptyDecodable {
        case pcm16
        case g711Ulaw
        case g711Alaw
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "pcm16": self = .pcm16
            case "g711_ulaw": self = .g711Ulaw
            case "g711_alaw": self = .g711Alaw
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .pcm16: "pcm16"
            case .g711Ulaw: "g711_ulaw"
            case .g711Alaw: "g711_alaw"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct Tool: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the tool, i.e. `function`.
        public var type: String?

        /// The name of the function.
        public var name: String?

        /// The description of the function, including guidance on when and how
        /// to call it, and guidance about what to tell the user when calling
        /// (if anything).
        public var description: String?

        /// Parameters of the function in JSON Schema.
        public var parameters: JSONValue?

        public init(
            type: String? = nil,
            name: String? = nil,
            description: String? = nil,
            parameters: JSONValue? = nil
        ) {
            self.type = type
            self.name = name
            self.description = description
            self.parameters = parameters
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "function")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.description = try container.decodeIfPresent(String.self, forKey: "description")
            self.parameters = try container.decodeIfPresent(JSONValue.self, forKey: "parameters")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.description, forKey: "description")
            try container.encodeIfPresent(self.parameters, forKey: "parameters")
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
        case string(RealtimeBetaResponseCreateParams.MaxOutputTokens.StringValue)
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
                self = .string(try RealtimeBetaResponseCreateParams.MaxOutputTokens.StringValue(from: decoder)); return
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
        self.modalities = try container.decodeIfPresent([RealtimeBetaResponseCreateParams.Modality].self, forKey: "modalities")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.voice = try container.decodeIfPresent(VoiceIdsOrCustomVoice.self, forKey: "voice")
        self.outputAudioFormat = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.OutputAudioFormat.self, forKey: "output_audio_format")
        self.tools = try container.decodeIfPresent([RealtimeBetaResponseCreateParams.Tool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.ToolChoice.self, forKey: "tool_choice")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.maxOutputTokens = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.MaxOutputTokens.self, forKey: "max_output_tokens")
        self.conversation = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.Conversation.self, forKey: "conversation")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.prompt = try container.decodeIfPresent(APIPrompt.self, forKey: "prompt")
        self.input = try container.decodeIfPresent([RealtimeConversationItem].self, forKey: "input")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.modalities, forKey: "modalities")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.voice, forKey: "voice")
        try container.encodeIfPresent(self.outputAudioFormat, forKey: "output_audio_format")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
        try container.encodeIfPresent(self.conversation, forKey: "conversation")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.input, forKey: "input")
    }
}

nonisolated extension NullableMember where Owner == RealtimeBetaResponseCreateParams {
    public static var metadata: Self { Self("metadata") }
    public static var prompt: Self { Self("prompt") }
}
