// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Realtime session object for the beta interface.
///
/// - Schema: `#/components/schemas/RealtimeSession`
public nonisolated struct RealtimeSession: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String?

    /// The object type. Always `realtime.session`.
    public var object: String?

    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var modalities: [RealtimeSession.Modality]?

    /// The Realtime model used for this session.
    public var model: RealtimeSession.Model?

    /// The default system instructions (i.e. system message) prepended to model
    /// calls. This field allows the client to guide the model on desired
    /// responses. The model can be instructed on response content and format,
    /// (e.g. "be extremely succinct", "act friendly", "here are examples of good
    /// responses") and on audio behavior (e.g. "talk quickly", "inject emotion
    /// into your voice", "laugh frequently"). The instructions are not
    /// guaranteed to be followed by the model, but they provide guidance to the
    /// model on the desired behavior.
    ///
    ///
    /// Note that the server sets default instructions which will be used if this
    /// field is not set and are visible in the `session.created` event at the
    /// start of the session.
    public var instructions: String?

    /// The voice the model uses to respond. Voice cannot be changed during the
    /// session once the model has responded with audio at least once. Current
    /// voice options are `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`,
    /// `shimmer`, and `verse`.
    public var voice: VoiceIdsShared?

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, input audio must be 16-bit PCM at a 24kHz sample rate,
    /// single channel (mono), and little-endian byte order.
    public var inputAudioFormat: RealtimeSession.InputAudioFormat?

    /// The format of output audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, output audio is sampled at a rate of 24kHz.
    public var outputAudioFormat: RealtimeSession.OutputAudioFormat?

    public var inputAudioTranscription: AudioTranscription?

    public var turnDetection: RealtimeTurnDetection?

    /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
    /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
    /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
    public var inputAudioNoiseReduction: RealtimeSession.InputAudioNoiseReduction?

    /// The speed of the model's spoken response. 1.0 is the default speed. 0.25 is
    /// the minimum speed. 1.5 is the maximum speed. This value can only be changed
    /// in between model turns, not while a response is in progress.
    public var speed: Double?

    public var tracing: RealtimeSession.Tracing?

    /// Tools (functions) available to the model.
    public var tools: [RealtimeFunctionTool]?

    /// How the model chooses tools. Options are `auto`, `none`, `required`, or
    /// specify a function.
    public var toolChoice: String?

    /// Sampling temperature for the model, limited to [0.6, 1.2]. For audio models a temperature of 0.8 is highly recommended for best performance.
    public var temperature: Double?

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public var maxResponseOutputTokens: RealtimeSession.MaxResponseOutputTokens?

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int?

    public var prompt: APIPrompt?

    public var include: [RealtimeSession.IncludeItem]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String? = nil,
        object: String? = nil,
        modalities: [RealtimeSession.Modality]? = nil,
        model: RealtimeSession.Model? = nil,
        instructions: String? = nil,
        voice: VoiceIdsShared? = nil,
        inputAudioFormat: RealtimeSession.InputAudioFormat? = nil,
        outputAudioFormat: RealtimeSession.OutputAudioFormat? = nil,
        inputAudioTranscription: AudioTranscription? = nil,
        turnDetection: RealtimeTurnDetection? = nil,
        inputAudioNoiseReduction: RealtimeSession.InputAudioNoiseReduction? = nil,
        speed: Double? = nil,
        tracing: RealtimeSession.Tracing? = nil,
        tools: [RealtimeFunctionTool]? = nil,
        toolChoice: String? = nil,
        temperature: Double? = nil,
        maxResponseOutputTokens: RealtimeSession.MaxResponseOutputTokens? = nil,
        expiresAt: Int? = nil,
        prompt: APIPrompt? = nil,
        include: [RealtimeSession.IncludeItem]? = nil
    ) {
        self.id = id
        self.object = object
        self.modalities = modalities
        self.model = model
        self.instructions = instructions
        self.voice = voice
        self.inputAudioFormat = inputAudioFormat
        self.outputAudioFormat = outputAudioFormat
        self.inputAudioTranscription = inputAudioTranscription
        self.turnDetection = turnDetection
        self.inputAudioNoiseReduction = inputAudioNoiseReduction
        self.speed = speed
        self.tracing = tracing
        self.tools = tools
        self.toolChoice = toolChoice
        self.temperature = temperature
        self.maxResponseOutputTokens = maxResponseOutputTokens
        self.expiresAt = expiresAt
        self.prompt = prompt
        self.include = include
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

    /// The Realtime model used for this session.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptRealtime
        case gptRealtime1_5
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

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, input audio must be 16-bit PCM at a 24kHz sample rate,
    /// single channel (mono), and little-endian byte order.
    public nonisolated enum InputAudioFormat: OpenEnum, EmptyDecodable {
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

    /// The format of output audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, output audio is sampled at a rate of 24kHz.
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

    /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
    /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
    /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
    public nonisolated struct InputAudioNoiseReduction: Codable, Equatable, Sendable, EmptyDecodable {
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

    /// Configuration options for tracing. Set to null to disable tracing. Once
    /// tracing is enabled for a session, the configuration cannot be modified.
    ///
    /// `auto` will create a trace for the session with default values for the
    /// workflow name, group id, and metadata.
    public nonisolated enum Tracing: Codable, Equatable, Sendable, EmptyDecodable {
        /// Default tracing mode for the session.
        case string(RealtimeSession.Tracing.StringValue)
        /// Granular configuration for tracing.
        case tracingConfiguration(RealtimeSession.Tracing.TracingConfiguration)
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
                self = .tracingConfiguration(try RealtimeSession.Tracing.TracingConfiguration(from: decoder)); return
            case .string:
                self = .string(try RealtimeSession.Tracing.StringValue(from: decoder)); return
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

    /// Maximum number of output tokens for a single assistant response,
    /// inclusive of tool calls. Provide an integer between 1 and 4096 to
    /// limit output tokens, or `inf` for the maximum available tokens for a
    /// given model. Defaults to `inf`.
    public nonisolated enum MaxResponseOutputTokens: Codable, Equatable, Sendable, EmptyDecodable {
        case integer(Int)
        case string(RealtimeSession.MaxResponseOutputTokens.StringValue)
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
                self = .string(try RealtimeSession.MaxResponseOutputTokens.StringValue(from: decoder)); return
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "realtime.session")
        self.modalities = try container.decodeIfPresent([RealtimeSession.Modality].self, forKey: "modalities")
        self.model = try container.decodeIfPresent(RealtimeSession.Model.self, forKey: "model")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.voice = try container.decodeIfPresent(VoiceIdsShared.self, forKey: "voice")
        self.inputAudioFormat = try container.decodeIfPresent(RealtimeSession.InputAudioFormat.self, forKey: "input_audio_format")
        self.outputAudioFormat = try container.decodeIfPresent(RealtimeSession.OutputAudioFormat.self, forKey: "output_audio_format")
        self.inputAudioTranscription = try container.decodeIfPresent(AudioTranscription.self, forKey: "input_audio_transcription")
        self.turnDetection = try container.decodeIfPresent(RealtimeTurnDetection.self, forKey: "turn_detection")
        self.inputAudioNoiseReduction = try container.decodeIfPresent(RealtimeSession.InputAudioNoiseReduction.self, forKey: "input_audio_noise_reduction")
        self.speed = try container.decodeIfPresent(Double.self, forKey: "speed")
        self.tracing = try container.decodeIfPresent(RealtimeSession.Tracing.self, forKey: "tracing")
        self.tools = try container.decodeIfPresent([RealtimeFunctionTool].self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(String.self, forKey: "tool_choice")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.maxResponseOutputTokens = try container.decodeIfPresent(RealtimeSession.MaxResponseOutputTokens.self, forKey: "max_response_output_tokens")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.prompt = try container.decodeIfPresent(APIPrompt.self, forKey: "prompt")
        self.include = try container.decodeIfPresent([RealtimeSession.IncludeItem].self, forKey: "include")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encodeIfPresent(self.modalities, forKey: "modalities")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.voice, forKey: "voice")
        try container.encodeIfPresent(self.inputAudioFormat, forKey: "input_audio_format")
        try container.encodeIfPresent(self.outputAudioFormat, forKey: "output_audio_format")
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: "input_audio_transcription")
        try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
        try container.encodeIfPresent(self.inputAudioNoiseReduction, forKey: "input_audio_noise_reduction")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.tracing, forKey: "tracing")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.maxResponseOutputTokens, forKey: "max_response_output_tokens")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.include, forKey: "include")
    }
}

nonisolated extension NullableMember where Owner == RealtimeSession {
    public static var inputAudioTranscription: Self { Self("input_audio_transcription") }
    public static var turnDetection: Self { Self("turn_detection") }
    public static var inputAudioNoiseReduction: Self { Self("input_audio_noise_reduction") }
    public static var tracing: Self { Self("tracing") }
    public static var prompt: Self { Self("prompt") }
    public static var include: Self { Self("include") }
}
