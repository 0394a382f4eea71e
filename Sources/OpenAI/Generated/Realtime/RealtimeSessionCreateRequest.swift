// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A new Realtime session configuration, with an ephemeral key. Default TTL
/// for keys is one minute.
///
/// - Schema: `#/components/schemas/RealtimeSessionCreateRequest`
public nonisolated struct RealtimeSessionCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Ephemeral key returned by the API.
    public var clientSecret: RealtimeSessionCreateRequest.ClientSecret

    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var modalities: [RealtimeSessionCreateRequest.Modality]?

    /// The default system instructions (i.e. system message) prepended to model calls. This field allows the client to guide the model on desired responses. The model can be instructed on response content and format, (e.g. "be extremely succinct", "act friendly", "here are examples of good responses") and on audio behavior (e.g. "talk quickly", "inject emotion into your voice", "laugh frequently"). The instructions are not guaranteed to be followed by the model, but they provide guidance to the model on the desired behavior.
    /// Note that the server sets default instructions which will be used if this field is not set and are visible in the `session.created` event at the start of the session.
    public var instructions: String?

    /// The voice the model uses to respond. Supported built-in voices are
    /// `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`, `shimmer`, `verse`,
    /// `marin`, and `cedar`. You may also provide a custom voice object with an
    /// `id`, for example `{ "id": "voice_1234" }`. Voice cannot be changed during
    /// the session once the model has responded with audio at least once.
    public var voice: VoiceIdsOrCustomVoice?

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public var inputAudioFormat: String?

    /// The format of output audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public var outputAudioFormat: String?

    /// Configuration for input audio transcription, defaults to off and can be
    /// set to `null` to turn off once on. Input audio transcription is not native
    /// to the model, since the model consumes audio directly. Transcription runs
    /// asynchronously and should be treated as rough guidance
    /// rather than the representation understood by the model.
    public var inputAudioTranscription: RealtimeSessionCreateRequest.InputAudioTranscription?

    /// The speed of the model's spoken response. 1.0 is the default speed. 0.25 is
    /// the minimum speed. 1.5 is the maximum speed. This value can only be changed
    /// in between model turns, not while a response is in progress.
    public var speed: Double?

    /// Configuration options for tracing. Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public var tracing: RealtimeSessionCreateRequest.Tracing?

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public var turnDetection: RealtimeSessionCreateRequest.TurnDetection?

    /// Tools (functions) available to the model.
    public var tools: [RealtimeSessionCreateRequest.Tool]?

    /// How the model chooses tools. Options are `auto`, `none`, `required`, or
    /// specify a function.
    public var toolChoice: String?

    /// Sampling temperature for the model, limited to [0.6, 1.2]. Defaults to 0.8.
    public var temperature: Double?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxResponseOutputTokens: RealtimeSessionCreateRequest.MaxResponseOutputTokens?

    public var truncation: RealtimeTruncation?

    public var prompt: APIPrompt?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientSecret: RealtimeSessionCreateRequest.ClientSecret,
        modalities: [RealtimeSessionCreateRequest.Modality]? = nil,
        instructions: String? = nil,
        voice: VoiceIdsOrCustomVoice? = nil,
        inputAudioFormat: String? = nil,
        outputAudioFormat: String? = nil,
        inputAudioTranscription: RealtimeSessionCreateRequest.InputAudioTranscription? = nil,
        speed: Double? = nil,
        tracing: RealtimeSessionCreateRequest.Tracing? = nil,
        turnDetection: RealtimeSessionCreateRequest.TurnDetection? = nil,
        tools: [RealtimeSessionCreateRequest.Tool]? = nil,
        toolChoice: String? = nil,
        temperature: Double? = nil,
        maxResponseOutputTokens: RealtimeSessionCreateRequest.MaxResponseOutputTokens? = nil,
        truncation: RealtimeTruncation? = nil,
        prompt: APIPrompt? = nil
    ) {
        self.clientSecret = clientSecret
        self.modalities = modalities
        self.instructions = instructions
        self.voice = voice
        self.inputAudioFormat = inputAudioFormat
        self.outputAudioFormat = outputAudioFormat
        self.inputAudioTranscription = inputAudioTranscription
        self.speed = speed
        self.tracing = tracing
        self.turnDetection = turnDetection
        self.tools = tools
        self.toolChoice = toolChoice
        self.temperature = temperature
        self.maxResponseOutputTokens = maxResponseOutputTokens
        self.truncation = truncation
        self.prompt = prompt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientSecret: .emptyValue
        )
    }

    /// Ephemeral key returned by the API.
    public nonisolated struct ClientSecret: Codable, Equatable, Sendable, EmptyDecodable {
        /// Ephemeral key usable in client environments to authenticate connections
        /// to the Realtime API. Use this in client-side environments rather than
        /// a standard API token, which should only be used server-side.
        public var value: String

        /// Timestamp for when the token expires. Currently, all tokens expire
        /// after one minute.
        public var expiresAt: Int

        public init(
            value: String,
            expiresAt: Int
        ) {
            self.value = value
            self.expiresAt = expiresAt
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                value: .emptyValue,
                expiresAt: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
            self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.value, forKey: "value")
            try container.encode(self.expiresAt, forKey: "expires_at")
        }
    }

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

    /// Configuration for input audio transcription, defaults to off and can be
    /// set to `null` to turn off once on. Input audio transcription is not native
    /// to the model, since the model consumes audio directly. Transcription runs
    /// asynchronously and should be treated as rough guidance
    /// rather than the representation understood by the model.
    public nonisolated struct InputAudioTranscription: Codable, Equatable, Sendable, EmptyDecodable {
        /// The model to use for transcription.
        public var model: String?

        public init(
            model: String? = nil
        ) {
            self.model = model
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.model = try container.decodeIfPresent(String.self, forKey: "model")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.model, forKey: "model")
        }
    }

    /// Configuration options for tracing. Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public nonisolated enum Tracing: Codable, Equatable, Sendable, EmptyDecodable {
        /// Default tracing mode for the session.
        case string(RealtimeSessionCreateRequest.Tracing.StringValue)
        /// Granular configuration for tracing.
        case tracingConfiguration(RealtimeSessionCreateRequest.Tracing.TracingConfiguration)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// Default tracing mode for the session.
        public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
            case auto
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "auto": self = .auto
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .auto: "auto"
                case .unknown(let value): value
                }
            }
        }

        /// Granular configuration for tracing.
        public nonisolated struct TracingConfiguration: Codable, Equatable, Sendable, EmptyDecodable {
            /// The name of the workflow to attach to this trace. This is used to
            /// name the trace in the traces dashboard.
            public var workflowName: String?

            /// The group id to attach to this trace to enable filtering and
            /// grouping in the traces dashboard.
            public var groupID: String?

            /// The arbitrary metadata to attach to this trace to enable
            /// filtering in the traces dashboard.
            public var metadata: JSONValue?

            public init(
                workflowName: String? = nil,
                groupID: String? = nil,
                metadata: JSONValue? = nil
            ) {
                self.workflowName = workflowName
                self.groupID = groupID
                self.metadata = metadata
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.workflowName = try container.decodeIfPresent(String.self, forKey: "workflow_name")
                self.groupID = try container.decodeIfPresent(String.self, forKey: "group_id")
                self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.workflowName, forKey: "workflow_name")
                try container.encodeIfPresent(self.groupID, forKey: "group_id")
                try container.encodeIfPresent(self.metadata, forKey: "metadata")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .tracingConfiguration(try RealtimeSessionCreateRequest.Tracing.TracingConfiguration(from: decoder)); return
            case .string:
                self = .string(try RealtimeSessionCreateRequest.Tracing.StringValue(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .tracingConfiguration(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public nonisolated struct TurnDetection: Codable, Equatable, Sendable, EmptyDecodable {
        /// Type of turn detection, only `server_vad` is currently supported.
        public var type: String?

        /// Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
        /// higher threshold will require louder audio to activate the model, and
        /// thus might perform better in noisy environments.
        public var threshold: Double?

        /// Amount of audio to include before the VAD detected speech (in
        /// milliseconds). Defaults to 300ms.
        public var prefixPaddingMs: Int?

        /// Duration of silence to detect speech stop (in milliseconds). Defaults
        /// to 500ms. With shorter values the model will respond more quickly,
        /// but may jump in on short pauses from the user.
        public var silenceDurationMs: Int?

        public init(
            type: String? = nil,
            threshold: Double? = nil,
            prefixPaddingMs: Int? = nil,
            silenceDurationMs: Int? = nil
        ) {
            self.type = type
            self.threshold = threshold
            self.prefixPaddingMs = prefixPaddingMs
            self.silenceDurationMs = silenceDurationMs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type")
            self.threshold = try container.decodeIfPresent(Double.self, forKey: "threshold")
            self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: "prefix_padding_ms")
            self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: "silence_duration_ms")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.threshold, forKey: "threshold")
            try container.encodeIfPresent(self.prefixPaddingMs, forKey: "prefix_padding_ms")
            try container.encodeIfPresent(self.silenceDurationMs, forKey: "silence_duration_ms")
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

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public nonisolated enum MaxResponseOutputTokens: Codable, Equatable, Sendable, EmptyDecodable {
        case integer(Int)
        case string(RealtimeSessionCreateRequest.MaxResponseOutputTokens.StringValue)
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
                self = .string(try RealtimeSessionCreateRequest.MaxResponseOutputTokens.StringValue(from: decoder)); return
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientSecret = try container.decodeRequired(RealtimeSessionCreateRequest.ClientSecret.self, forKey: "client_secret", in: decoder)
        self.modalities = try container.decodeIfPresent([RealtimeSessionCreateRequest.Modality].self, forKey: "modalities")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.voice = try container.decodeIfPresent(VoiceIdsOrCustomVoice.self, forKey: "voice")
        self.inputAudioFormat = try container.decodeIfPresent(String.self, forKey: "input_audio_format")
        self.outputAudioFormat = try container.decodeIfPresent(String.self, forKey: "output_audio_format")
        self.inputAudioTranscription = try container.decodeIfPresent(RealtimeSessionCreateRequest.InputAudioTranscription.self, forKey: "input_audio_transcription")
        self.speed = try container.decodeIfPresent(Double.self, forKey: "speed")
        self.tracing = try container.decodeIfPresent(RealtimeSessionCreateRequest.Tracing.self, forKey: "tracing")
        self.turnDetection = try container.decodeIfPresent(RealtimeSessionCreateRequest.TurnDetection.self, forKey: "turn_detection")
        self.tools = try container.decodeIfPresent([RealtimeSessionCreateRequest.Tool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(String.self, forKey: "tool_choice")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.maxResponseOutputTokens = try container.decodeIfPresent(RealtimeSessionCreateRequest.MaxResponseOutputTokens.self, forKey: "max_response_output_tokens")
        self.truncation = try container.decodeIfPresent(RealtimeTruncation.self, forKey: "truncation")
        self.prompt = try container.decodeIfPresent(APIPrompt.self, forKey: "prompt")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.clientSecret, forKey: "client_secret")
        try container.encodeIfPresent(self.modalities, forKey: "modalities")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.voice, forKey: "voice")
        try container.encodeIfPresent(self.inputAudioFormat, forKey: "input_audio_format")
        try container.encodeIfPresent(self.outputAudioFormat, forKey: "output_audio_format")
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: "input_audio_transcription")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.tracing, forKey: "tracing")
        try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.maxResponseOutputTokens, forKey: "max_response_output_tokens")
        try container.encodeIfPresent(self.truncation, forKey: "truncation")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
    }
}

nonisolated extension NullableMember where Owner == RealtimeSessionCreateRequest {
    public static var inputAudioTranscription: Self { Self("input_audio_transcription") }
    public static var tracing: Self { Self("tracing") }
    public static var turnDetection: Self { Self("turn_detection") }
    public static var prompt: Self { Self("prompt") }
}
