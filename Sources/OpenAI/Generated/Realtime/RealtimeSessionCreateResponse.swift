// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A Realtime session configuration object.
///
/// - Schema: `#/components/schemas/RealtimeSessionCreateResponse`
public nonisolated struct RealtimeSessionCreateResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String?

    /// The object type. Always `realtime.session`.
    public var object: String?

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int?

    /// Additional fields to include in server outputs.
    /// - `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
    public var include: [RealtimeSessionCreateResponse.IncludeItem]?

    /// The Realtime model used for this session.
    public var model: String?

    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var outputModalities: [RealtimeSessionCreateResponse.OutputModality]?

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

    /// Configuration for input and output audio for the session.
    public var audio: RealtimeSessionCreateResponse.Audio?

    /// Configuration options for tracing. Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public var tracing: RealtimeSessionCreateResponse.Tracing?

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public var turnDetection: RealtimeSessionCreateResponse.TurnDetection?

    /// Tools (functions) available to the model.
    public var tools: [RealtimeFunctionTool]?

    /// How the model chooses tools. Options are `auto`, `none`, `required`, or
    /// specify a function.
    public var toolChoice: String?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxOutputTokens: RealtimeSessionCreateResponse.MaxOutputTokens?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String? = nil,
        object: String? = nil,
        expiresAt: Int? = nil,
        include: [RealtimeSessionCreateResponse.IncludeItem]? = nil,
        model: String? = nil,
        outputModalities: [RealtimeSessionCreateResponse.OutputModality]? = nil,
        instructions: String? = nil,
        audio: RealtimeSessionCreateResponse.Audio? = nil,
        tracing: RealtimeSessionCreateResponse.Tracing? = nil,
        turnDetection: RealtimeSessionCreateResponse.TurnDetection? = nil,
        tools: [RealtimeFunctionTool]? = nil,
        toolChoice: String? = nil,
        maxOutputTokens: RealtimeSessionCreateResponse.MaxOutputTokens? = nil
    ) {
        self.id = id
        self.object = object
        self.expiresAt = expiresAt
        self.include = include
        self.model = model
        self.outputModalities = outputModalities
        self.instructions = instructions
        self.audio = audio
        self.tracing = tracing
        self.turnDetection = turnDetection
        self.tools = tools
        self.toolChoice = toolChoice
        self.maxOutputTokens = maxOutputTokens
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum IncludeItem: OpenEnum, EmptyDecodable {
        case itemInputAudioTranscriptionLogprobs
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "item.input_audio_transcription.logprobs": self = .itemInputAudioTranscriptionLogprobs
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .itemInputAudioTranscriptionLogprobs: "item.input_audio_transcription.logprobs"
            case .unknown(let value): value
            }
        }
    }

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

    /// Configuration for input and output audio for the session.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeSessionCreateResponse.Audio.Input?

        public var output: RealtimeSessionCreateResponse.Audio.Output?

        public init(
            input: RealtimeSessionCreateResponse.Audio.Input? = nil,
            output: RealtimeSessionCreateResponse.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable {
            public var format: RealtimeAudioFormats?

            public var transcription: AudioTranscription?

            /// Configuration for input audio noise reduction.
            public var noiseReduction: RealtimeSessionCreateResponse.Audio.Input.NoiseReduction?

            /// Configuration for turn detection.
            public var turnDetection: RealtimeSessionCreateResponse.Audio.Input.TurnDetection?

            public init(
                format: RealtimeAudioFormats? = nil,
                transcription: AudioTranscription? = nil,
                noiseReduction: RealtimeSessionCreateResponse.Audio.Input.NoiseReduction? = nil,
                turnDetection: RealtimeSessionCreateResponse.Audio.Input.TurnDetection? = nil
            ) {
                self.format = format
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.turnDetection = turnDetection
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction.
            public nonisolated struct NoiseReduction: Codable, Equatable, Sendable, EmptyDecodable {
                public var type: NoiseReductionType?

                public init(
                    type: NoiseReductionType? = nil
                ) {
                    self.type = type
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: "type")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encodeIfPresent(self.type, forKey: "type")
                }
            }

            /// Configuration for turn detection.
            public nonisolated struct TurnDetection: Codable, Equatable, Sendable, EmptyDecodable {
                /// Type of turn detection, only `server_vad` is currently supported.
                public var type: String?

                public var threshold: Double?

                public var prefixPaddingMs: Int?

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

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.transcription = try container.decodeIfPresent(AudioTranscription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeSessionCreateResponse.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
                self.turnDetection = try container.decodeIfPresent(RealtimeSessionCreateResponse.Audio.Input.TurnDetection.self, forKey: "turn_detection")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.format, forKey: "format")
                try container.encodeIfPresent(self.transcription, forKey: "transcription")
                try container.encodeIfPresent(self.noiseReduction, forKey: "noise_reduction")
                try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
            }
        }

        public nonisolated struct Output: Codable, Equatable, Sendable, EmptyDecodable {
            public var format: RealtimeAudioFormats?

            public var voice: VoiceIdsShared?

            public var speed: Double?

            public init(
                format: RealtimeAudioFormats? = nil,
                voice: VoiceIdsShared? = nil,
                speed: Double? = nil
            ) {
                self.format = format
                self.voice = voice
                self.speed = speed
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.voice = try container.decodeIfPresent(VoiceIdsShared.self, forKey: "voice")
                self.speed = try container.decodeIfPresent(Double.self, forKey: "speed")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.format, forKey: "format")
                try container.encodeIfPresent(self.voice, forKey: "voice")
                try container.encodeIfPresent(self.speed, forKey: "speed")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeIfPresent(RealtimeSessionCreateResponse.Audio.Input.self, forKey: "input")
            self.output = try container.decodeIfPresent(RealtimeSessionCreateResponse.Audio.Output.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

    /// Configuration options for tracing. Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public nonisolated enum Tracing: Codable, Equatable, Sendable, EmptyDecodable {
        /// Default tracing mode for the session.
        case string(RealtimeSessionCreateResponse.Tracing.StringValue)
        /// Granular configuration for tracing.
        case tracingConfiguration(RealtimeSessionCreateResponse.Tracing.TracingConfiguration)
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
                self = .tracingConfiguration(try RealtimeSessionCreateResponse.Tracing.TracingConfiguration(from: decoder)); return
            case .string:
                self = .string(try RealtimeSessionCreateResponse.Tracing.StringValue(from: decoder)); return
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

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public nonisolated enum MaxOutputTokens: Codable, Equatable, Sendable, EmptyDecodable {
        case integer(Int)
        case string(RealtimeSessionCreateResponse.MaxOutputTokens.StringValue)
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
                self = .string(try RealtimeSessionCreateResponse.MaxOutputTokens.StringValue(from: decoder)); return
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
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.object = try container.decodeIfPresent(String.self, forKey: "object")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.include = try container.decodeIfPresent([RealtimeSessionCreateResponse.IncludeItem].self, forKey: "include")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.outputModalities = try container.decodeIfPresent([RealtimeSessionCreateResponse.OutputModality].self, forKey: "output_modalities")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.audio = try container.decodeIfPresent(RealtimeSessionCreateResponse.Audio.self, forKey: "audio")
        self.tracing = try container.decodeIfPresent(RealtimeSessionCreateResponse.Tracing.self, forKey: "tracing")
        self.turnDetection = try container.decodeIfPresent(RealtimeSessionCreateResponse.TurnDetection.self, forKey: "turn_detection")
        self.tools = try container.decodeIfPresent([RealtimeFunctionTool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(String.self, forKey: "tool_choice")
        self.maxOutputTokens = try container.decodeIfPresent(RealtimeSessionCreateResponse.MaxOutputTokens.self, forKey: "max_output_tokens")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.include, forKey: "include")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.outputModalities, forKey: "output_modalities")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.tracing, forKey: "tracing")
        try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
    }
}

nonisolated extension NullableMember where Owner == RealtimeSessionCreateResponse {
    public static var tracing: Self { Self("tracing") }
    public static var turnDetection: Self { Self("turn_detection") }
}
