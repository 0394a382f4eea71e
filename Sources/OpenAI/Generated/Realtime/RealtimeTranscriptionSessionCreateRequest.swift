// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime transcription session object configuration.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateRequest`
public nonisolated struct RealtimeTranscriptionSessionCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Configuration for turn detection. Can be set to `null` to turn off. Server VAD means that the model will detect the start and end of speech based on audio volume and respond at the end of user speech.
    public var turnDetection: RealtimeTranscriptionSessionCreateRequest.TurnDetection?

    /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
    /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
    /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
    public var inputAudioNoiseReduction: RealtimeTranscriptionSessionCreateRequest.InputAudioNoiseReduction?

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, input audio must be 16-bit PCM at a 24kHz sample rate,
    /// single channel (mono), and little-endian byte order.
    public var inputAudioFormat: RealtimeTranscriptionSessionCreateRequest.InputAudioFormat?

    /// Configuration for input audio transcription. The client can optionally set the language and prompt for transcription, these offer additional guidance to the transcription service.
    public var inputAudioTranscription: AudioTranscription?

    /// The set of items to include in the transcription. Current available items are:
    /// `item.input_audio_transcription.logprobs`
    public var include: [RealtimeTranscriptionSessionCreateRequest.IncludeItem]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        turnDetection: RealtimeTranscriptionSessionCreateRequest.TurnDetection? = nil,
        inputAudioNoiseReduction: RealtimeTranscriptionSessionCreateRequest.InputAudioNoiseReduction? = nil,
        inputAudioFormat: RealtimeTranscriptionSessionCreateRequest.InputAudioFormat? = nil,
        inputAudioTranscription: AudioTranscription? = nil,
        include: [RealtimeTranscriptionSessionCreateRequest.IncludeItem]? = nil
    ) {
        self.turnDetection = turnDetection
        self.inputAudioNoiseReduction = inputAudioNoiseReduction
        self.inputAudioFormat = inputAudioFormat
        self.inputAudioTranscription = inputAudioTranscription
        self.include = include
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for turn detection. Can be set to `null` to turn off. Server VAD means that the model will detect the start and end of speech based on audio volume and respond at the end of user speech.
    public nonisolated struct TurnDetection: Codable, Equatable, Sendable, EmptyDecodable {
        /// Type of turn detection. Only `server_vad` is currently supported for transcription sessions.
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
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "server_vad")
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
        self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.TurnDetection.self, forKey: "turn_detection")
        self.inputAudioNoiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.InputAudioNoiseReduction.self, forKey: "input_audio_noise_reduction")
        self.inputAudioFormat = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.InputAudioFormat.self, forKey: "input_audio_format")
        self.inputAudioTranscription = try container.decodeIfPresent(AudioTranscription.self, forKey: "input_audio_transcription")
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateRequest.IncludeItem].self, forKey: "include")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
        try container.encodeIfPresent(self.inputAudioNoiseReduction, forKey: "input_audio_noise_reduction")
        try container.encodeIfPresent(self.inputAudioFormat, forKey: "input_audio_format")
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: "input_audio_transcription")
        try container.encodeIfPresent(self.include, forKey: "include")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranscriptionSessionCreateRequest {
    public static var turnDetection: Self { Self("turn_detection") }
    public static var inputAudioNoiseReduction: Self { Self("input_audio_noise_reduction") }
}
