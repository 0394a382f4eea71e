// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A Realtime session configuration object.
///
/// - Schema: `#/components/schemas/RealtimeSessionCreateResponseGA`
public nonisolated struct RealtimeSessionCreateResponseGA: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of session to create. Always `realtime` for the Realtime API.
    public var type: String

    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String

    /// The object type. Always `realtime.session`.
    public var object: String

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int?

    /// The set of modalities the model can respond with. It defaults to `["audio"]`, indicating
    /// that the model will respond with audio plus a transcript. `["text"]` can be used to make
    /// the model respond with text only. It is not possible to request both `text` and `audio` at the same time.
    public var outputModalities: [RealtimeSessionCreateResponseGA.OutputModality]?

    /// The Realtime model used for this session.
    public var model: RealtimeSessionCreateResponseGA.Model?

    /// The default system instructions (i.e. system message) prepended to model calls. This field allows the client to guide the model on desired responses. The model can be instructed on response content and format, (e.g. "be extremely succinct", "act friendly", "here are examples of good responses") and on audio behavior (e.g. "talk quickly", "inject emotion into your voice", "laugh frequently"). The instructions are not guaranteed to be followed by the model, but they provide guidance to the model on the desired behavior.
    ///
    /// Note that the server sets default instructions which will be used if this field is not set and are visible in the `session.created` event at the start of the session.
    public var instructions: String?

    /// Configuration for input and output audio.
    public var audio: RealtimeSessionCreateResponseGA.Audio?

    /// Additional fields to include in server outputs.
    ///
    /// `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
    public var include: [RealtimeSessionCreateResponseGA.IncludeItem]?

    public var tracing: RealtimeSessionCreateResponseGA.Tracing?

    /// Tools available to the model.
    public var tools: [RealtimeSessionCreateResponseGA.Tool]?

    /// How the model chooses tools. Provide one of the string modes or force a specific
    /// function/MCP tool.
    public var toolChoice: RealtimeSessionCreateResponseGA.ToolChoice?

    public var reasoning: RealtimeReasoning?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxOutputTokens: RealtimeSessionCreateResponseGA.MaxOutputTokens?

    public var truncation: RealtimeTruncation?

    public var prompt: APIPrompt?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        expiresAt: Int? = nil,
        outputModalities: [RealtimeSessionCreateResponseGA.OutputModality]? = nil,
        model: RealtimeSessionCreateResponseGA.Model? = nil,
        instructions: String? = nil,
        audio: RealtimeSessionCreateResponseGA.Audio? = nil,
        include: [RealtimeSessionCreateResponseGA.IncludeItem]? = nil,
        tracing: RealtimeSessionCreateResponseGA.Tracing? = nil,
        tools: [RealtimeSessionCreateResponseGA.Tool]? = nil,
        toolChoice: RealtimeSessionCreateResponseGA.ToolChoice? = nil,
        reasoning: RealtimeReasoning? = nil,
        maxOutputTokens: RealtimeSessionCreateResponseGA.MaxOutputTokens? = nil,
        truncation: RealtimeTruncation? = nil,
        prompt: APIPrompt? = nil
    ) {
        self.type = "realtime"
        self.id = id
        self.object = "realtime.session"
        self.expiresAt = expiresAt
        self.outputModalities = outputModalities
        self.model = model
        self.instructions = instructions
        self.audio = audio
        self.include = include
        self.tracing = tracing
        self.tools = tools
        self.toolChoice = toolChoice
        self.reasoning = reasoning
        self.maxOutputTokens = maxOutputTokens
        self.truncation = truncation
        self.prompt = prompt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
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

    /// The Realtime model used for this session.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptRealtime
        case gptRealtime1_5
        case gptRealtime2
        case gptRealtime2_1
        case gptRealtime2_1Mini
        case gptRealtime_2025_08_28
        case gpt4oRealtimePreview
        case gpt4oRealtimePreview_2024_10_01
        case gpt4oRealtimePreview_2024_12_17
        case gpt4oRealtimePreview_2025_06_03
        case gpt4oMiniRealtimePreview
        case gpt4oMiniRealtimePreview_2024_12_17
        case gptRealtimeMini
        case gptRealtimeMini_2025_10_06
        case gptRealtimeMini_2025_12_15
        case gptAudio1_5
        case gptAudioMini
        case gptAudioMini_2025_10_06
        case gptAudioMini_2025_12_15
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-realtime": self = .gptRealtime
            case "gpt-realtime-1.5": self = .gptRealtime1_5
            case "gpt-realtime-2": self = .gptRealtime2
            case "gpt-realtime-2.1": self = .gptRealtime2_1
            case "gpt-realtime-2.1-mini": self = .gptRealtime2_1Mini
            case "gpt-realtime-2025-08-28": self = .gptRealtime_2025_08_28
            case "gpt-4o-realtime-preview": self = .gpt4oRealtimePreview
            case "gpt-4o-realtime-preview-2024-10-01": self = .gpt4oRealtimePreview_2024_10_01
            case "gpt-4o-realtime-preview-2024-12-17": self = .gpt4oRealtimePreview_2024_12_17
            case "gpt-4o-realtime-preview-2025-06-03": self = .gpt4oRealtimePreview_2025_06_03
            case "gpt-4o-mini-realtime-preview": self = .gpt4oMiniRealtimePreview
            case "gpt-4o-mini-realtime-preview-2024-12-17": self = .gpt4oMiniRealtimePreview_2024_12_17
            case "gpt-realtime-mini": self = .gptRealtimeMini
            case "gpt-realtime-mini-2025-10-06": self = .gptRealtimeMini_2025_10_06
            case "gpt-realtime-mini-2025-12-15": self = .gptRealtimeMini_2025_12_15
            case "gpt-audio-1.5": self = .gptAudio1_5
            case "gpt-audio-mini": self = .gptAudioMini
            case "gpt-audio-mini-2025-10-06": self = .gptAudioMini_2025_10_06
            case "gpt-audio-mini-2025-12-15": self = .gptAudioMini_2025_12_15
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptRealtime: "gpt-realtime"
            case .gptRealtime1_5: "gpt-realtime-1.5"
            case .gptRealtime2: "gpt-realtime-2"
            case .gptRealtime2_1: "gpt-realtime-2.1"
            case .gptRealtime2_1Mini: "gpt-realtime-2.1-mini"
            case .gptRealtime_2025_08_28: "gpt-realtime-2025-08-28"
            case .gpt4oRealtimePreview: "gpt-4o-realtime-preview"
            case .gpt4oRealtimePreview_2024_10_01: "gpt-4o-realtime-preview-2024-10-01"
            case .gpt4oRealtimePreview_2024_12_17: "gpt-4o-realtime-preview-2024-12-17"
            case .gpt4oRealtimePreview_2025_06_03: "gpt-4o-realtime-preview-2025-06-03"
            case .gpt4oMiniRealtimePreview: "gpt-4o-mini-realtime-preview"
            case .gpt4oMiniRealtimePreview_2024_12_17: "gpt-4o-mini-realtime-preview-2024-12-17"
            case .gptRealtimeMini: "gpt-realtime-mini"
            case .gptRealtimeMini_2025_10_06: "gpt-realtime-mini-2025-10-06"
            case .gptRealtimeMini_2025_12_15: "gpt-realtime-mini-2025-12-15"
            case .gptAudio1_5: "gpt-audio-1.5"
            case .gptAudioMini: "gpt-audio-mini"
            case .gptAudioMini_2025_10_06: "gpt-audio-mini-2025-10-06"
            case .gptAudioMini_2025_12_15: "gpt-audio-mini-2025-12-15"
            case .unknown(let value): value
            }
        }
    }

    /// Configuration for input and output audio.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeSessionCreateResponseGA.Audio.Input?

        public var output: RealtimeSessionCreateResponseGA.Audio.Output?

        public init(
            input: RealtimeSessionCreateResponseGA.Audio.Input? = nil,
            output: RealtimeSessionCreateResponseGA.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            /// The format of the input audio.
            public var format: RealtimeAudioFormats?

            public var transcription: AudioTranscription?

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public var noiseReduction: RealtimeSessionCreateResponseGA.Audio.Input.NoiseReduction?

            public var turnDetection: RealtimeTurnDetection?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                format: RealtimeAudioFormats? = nil,
                transcription: AudioTranscription? = nil,
                noiseReduction: RealtimeSessionCreateResponseGA.Audio.Input.NoiseReduction? = nil,
                turnDetection: RealtimeTurnDetection? = nil
            ) {
                self.format = format
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.turnDetection = turnDetection
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public nonisolated struct NoiseReduction: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
                public var type: NoiseReductionType?

                /// Input noise suppression strength.
                ///
                /// Higher values apply more suppression. Defaults to 1 when noise reduction is
                /// first enabled. Omitting strength from a session update preserves the current
                /// strength.
                public var strength: Double?

                /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
                public var nullNames: Set<String>

                public init(
                    type: NoiseReductionType? = nil,
                    strength: Double? = nil
                ) {
                    self.type = type
                    self.strength = strength
                    self.nullNames = []
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: "type")
                    self.strength = try container.decodeIfPresent(Double.self, forKey: "strength")
                    self.nullNames = []
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                    try container.encodeIfPresent(self.type, forKey: "type")
                    try container.encodeIfPresent(self.strength, forKey: "strength")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.transcription = try container.decodeIfPresent(AudioTranscription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
                self.turnDetection = try container.decodeIfPresent(RealtimeTurnDetection.self, forKey: "turn_detection")
                self.nullNames = []
            }

            public func encode(to encoder: any Encoder) throws {
                var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                try container.encodeIfPresent(self.format, forKey: "format")
                try container.encodeIfPresent(self.transcription, forKey: "transcription")
                try container.encodeIfPresent(self.noiseReduction, forKey: "noise_reduction")
                try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
            }
        }

        public nonisolated struct Output: Codable, Equatable, Sendable, EmptyDecodable {
            /// The format of the output audio.
            public var format: RealtimeAudioFormats?

            /// The voice the model uses to respond. Voice cannot be changed during the
            /// session once the model has responded with audio at least once. Current
            /// voice options are `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`,
            /// `shimmer`, `verse`, `marin`, and `cedar`. We recommend `marin` and `cedar` for
            /// best quality.
            public var voice: VoiceIdsShared?

            /// The speed of the model's spoken response as a multiple of the original speed.
            /// 1.0 is the default speed. 0.25 is the minimum speed. 1.5 is the maximum speed. This value can only be changed in between model turns, not while a response is in progress.
            ///
            /// This parameter is a post-processing adjustment to the audio after it is generated, it's
            /// also possible to prompt the model to speak faster or slower.
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
            self.input = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Audio.Input.self, forKey: "input")
            self.output = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Audio.Output.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

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

    /// Realtime API can write session traces to the [Traces Dashboard](https://platform.openai.com/logs?api=traces). Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public nonisolated enum Tracing: Codable, Equatable, Sendable, EmptyDecodable {
        /// Enables tracing and sets default values for tracing configuration options. Always `auto`.
        case auto(RealtimeSessionCreateResponseGA.Tracing.Auto)
        /// Granular configuration for tracing.
        case tracingConfiguration(RealtimeSessionCreateResponseGA.Tracing.TracingConfiguration)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// Enables tracing and sets default values for tracing configuration options. Always `auto`.
        public nonisolated enum Auto: OpenEnum, EmptyDecodable {
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
            /// name the trace in the Traces Dashboard.
            public var workflowName: String?

            /// The group id to attach to this trace to enable filtering and
            /// grouping in the Traces Dashboard.
            public var groupID: String?

            /// The arbitrary metadata to attach to this trace to enable
            /// filtering in the Traces Dashboard.
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
                self = .tracingConfiguration(try RealtimeSessionCreateResponseGA.Tracing.TracingConfiguration(from: decoder)); return
            case .string:
                self = .auto(try RealtimeSessionCreateResponseGA.Tracing.Auto(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .auto(let value): try value.encode(to: encoder)
            case .tracingConfiguration(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
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
        case string(RealtimeSessionCreateResponseGA.MaxOutputTokens.StringValue)
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
                self = .string(try RealtimeSessionCreateResponseGA.MaxOutputTokens.StringValue(from: decoder)); return
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "realtime")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "realtime.session")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.outputModalities = try container.decodeIfPresent([RealtimeSessionCreateResponseGA.OutputModality].self, forKey: "output_modalities")
        self.model = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Model.self, forKey: "model")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.audio = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Audio.self, forKey: "audio")
        self.include = try container.decodeIfPresent([RealtimeSessionCreateResponseGA.IncludeItem].self, forKey: "include")
        self.tracing = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.Tracing.self, forKey: "tracing")
        self.tools = try container.decodeIfPresent([RealtimeSessionCreateResponseGA.Tool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.ToolChoice.self, forKey: "tool_choice")
        self.reasoning = try container.decodeIfPresent(RealtimeReasoning.self, forKey: "reasoning")
        self.maxOutputTokens = try container.decodeIfPresent(RealtimeSessionCreateResponseGA.MaxOutputTokens.self, forKey: "max_output_tokens")
        self.truncation = try container.decodeIfPresent(RealtimeTruncation.self, forKey: "truncation")
        self.prompt = try container.decodeIfPresent(APIPrompt.self, forKey: "prompt")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.outputModalities, forKey: "output_modalities")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.include, forKey: "include")
        try container.encodeIfPresent(self.tracing, forKey: "tracing")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
        try container.encodeIfPresent(self.truncation, forKey: "truncation")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
    }
}

nonisolated extension NullableMember where Owner == RealtimeSessionCreateResponseGA {
    public static var tracing: Self { Self("tracing") }
    public static var prompt: Self { Self("prompt") }
}

nonisolated extension NullableMember where Owner == RealtimeSessionCreateResponseGA.Audio.Input {
    public static var noiseReduction: Self { Self("noise_reduction") }
    public static var turnDetection: Self { Self("turn_detection") }
}

nonisolated extension NullableMember where Owner == RealtimeSessionCreateResponseGA.Audio.Input.NoiseReduction {
    public static var strength: Self { Self("strength") }
}
