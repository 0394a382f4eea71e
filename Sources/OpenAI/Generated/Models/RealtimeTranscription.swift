// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime transcription session object configuration.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateRequest`
public struct RealtimeTranscriptionSessionCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for turn detection. Can be set to `null` to turn off. Server VAD means that the model will detect the start and end of speech based on audio volume and respond at the end of user speech.
    public struct TurnDetection: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case type
            case threshold
            case prefixPaddingMs = "prefix_padding_ms"
            case silenceDurationMs = "silence_duration_ms"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(String.self, forKey: .type)
            self.threshold = try container.decodeIfPresent(Double.self, forKey: .threshold)
            self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: .prefixPaddingMs)
            self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: .silenceDurationMs)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.threshold, forKey: .threshold)
            try container.encodeIfPresent(self.prefixPaddingMs, forKey: .prefixPaddingMs)
            try container.encodeIfPresent(self.silenceDurationMs, forKey: .silenceDurationMs)
        }
    }

    /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
    /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
    /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
    public struct InputAudioNoiseReduction: Codable, Hashable, Sendable, EmptyDecodable {
        public var type: NoiseReductionType?

        public init(
            type: NoiseReductionType? = nil
        ) {
            self.type = type
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: .type)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
        }
    }

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    /// For `pcm16`, input audio must be 16-bit PCM at a 24kHz sample rate,
    /// single channel (mono), and little-endian byte order.
    public enum InputAudioFormat: OpenEnum, EmptyDecodable {
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

    public enum IncludeItem: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case turnDetection = "turn_detection"
        case inputAudioNoiseReduction = "input_audio_noise_reduction"
        case inputAudioFormat = "input_audio_format"
        case inputAudioTranscription = "input_audio_transcription"
        case include
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.TurnDetection.self, forKey: .turnDetection)
        self.inputAudioNoiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.InputAudioNoiseReduction.self, forKey: .inputAudioNoiseReduction)
        self.inputAudioFormat = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequest.InputAudioFormat.self, forKey: .inputAudioFormat)
        self.inputAudioTranscription = try container.decodeIfPresent(AudioTranscription.self, forKey: .inputAudioTranscription)
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateRequest.IncludeItem].self, forKey: .include)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.turnDetection, forKey: .turnDetection)
        try container.encodeIfPresent(self.inputAudioNoiseReduction, forKey: .inputAudioNoiseReduction)
        try container.encodeIfPresent(self.inputAudioFormat, forKey: .inputAudioFormat)
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: .inputAudioTranscription)
        try container.encodeIfPresent(self.include, forKey: .include)
    }
}

/// Realtime transcription session object configuration.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateRequestGA`
public struct RealtimeTranscriptionSessionCreateRequestGA: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of session to create. Always `transcription` for transcription sessions.
    public var type: String

    /// Configuration for input and output audio.
    public var audio: RealtimeTranscriptionSessionCreateRequestGA.Audio?

    /// Additional fields to include in server outputs.
    ///
    /// `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
    public var include: [RealtimeTranscriptionSessionCreateRequestGA.IncludeItem]?

    public init(
        audio: RealtimeTranscriptionSessionCreateRequestGA.Audio? = nil,
        include: [RealtimeTranscriptionSessionCreateRequestGA.IncludeItem]? = nil
    ) {
        self.type = "transcription"
        self.audio = audio
        self.include = include
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for input and output audio.
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
        public var input: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input?

        public init(
            input: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input? = nil
        ) {
            self.input = input
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct Input: Codable, Hashable, Sendable, EmptyDecodable {
            public var format: RealtimeAudioFormats?

            /// Configuration for input audio transcription, defaults to off and can be set to `null` to turn off once on. Input audio transcription is not native to the model, since the model consumes audio directly. Transcription runs asynchronously through [the /audio/transcriptions endpoint](/docs/api-reference/audio/createTranscription) and should be treated as guidance of input audio content rather than precisely what the model heard. The client can optionally set the language and prompt for transcription, these offer additional guidance to the transcription service.
            public var transcription: AudioTranscription?

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public var noiseReduction: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.NoiseReduction?

            public var turnDetection: RealtimeTurnDetection?

            public init(
                format: RealtimeAudioFormats? = nil,
                transcription: AudioTranscription? = nil,
                noiseReduction: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.NoiseReduction? = nil,
                turnDetection: RealtimeTurnDetection? = nil
            ) {
                self.format = format
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.turnDetection = turnDetection
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public struct NoiseReduction: Codable, Hashable, Sendable, EmptyDecodable {
                public var type: NoiseReductionType?

                public init(
                    type: NoiseReductionType? = nil
                ) {
                    self.type = type
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: .type)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encodeIfPresent(self.type, forKey: .type)
                }
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case format
                case transcription
                case noiseReduction = "noise_reduction"
                case turnDetection = "turn_detection"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: .format)
                self.transcription = try container.decodeIfPresent(AudioTranscription.self, forKey: .transcription)
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.NoiseReduction.self, forKey: .noiseReduction)
                self.turnDetection = try container.decodeIfPresent(RealtimeTurnDetection.self, forKey: .turnDetection)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.format, forKey: .format)
                try container.encodeIfPresent(self.transcription, forKey: .transcription)
                try container.encodeIfPresent(self.noiseReduction, forKey: .noiseReduction)
                try container.encodeIfPresent(self.turnDetection, forKey: .turnDetection)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.self, forKey: .input)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
        }
    }

    public enum IncludeItem: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case audio
        case include
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcription")
        self.audio = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.self, forKey: .audio)
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateRequestGA.IncludeItem].self, forKey: .include)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.audio, forKey: .audio)
        try container.encodeIfPresent(self.include, forKey: .include)
    }
}

/// A new Realtime transcription session configuration.
///
/// When a session is created on the server via REST API, the session object
/// also contains an ephemeral key. Default TTL for keys is 10 minutes. This
/// property is not present when a session is updated via the WebSocket API.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateResponse`
public struct RealtimeTranscriptionSessionCreateResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Ephemeral key returned by the API. Only present when the session is
    /// created on the server via REST API.
    public var clientSecret: RealtimeTranscriptionSessionCreateResponse.ClientSecret

    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var modalities: [RealtimeTranscriptionSessionCreateResponse.Modality]?

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public var inputAudioFormat: String?

    /// Configuration of the transcription model.
    public var inputAudioTranscription: AudioTranscriptionResponse?

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public var turnDetection: RealtimeTranscriptionSessionCreateResponse.TurnDetection?

    public init(
        clientSecret: RealtimeTranscriptionSessionCreateResponse.ClientSecret,
        modalities: [RealtimeTranscriptionSessionCreateResponse.Modality]? = nil,
        inputAudioFormat: String? = nil,
        inputAudioTranscription: AudioTranscriptionResponse? = nil,
        turnDetection: RealtimeTranscriptionSessionCreateResponse.TurnDetection? = nil
    ) {
        self.clientSecret = clientSecret
        self.modalities = modalities
        self.inputAudioFormat = inputAudioFormat
        self.inputAudioTranscription = inputAudioTranscription
        self.turnDetection = turnDetection
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientSecret: .emptyValue
        )
    }

    /// Ephemeral key returned by the API. Only present when the session is
    /// created on the server via REST API.
    public struct ClientSecret: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case value
            case expiresAt = "expires_at"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
            self.expiresAt = try container.decodeRequired(Int.self, forKey: .expiresAt, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.value, forKey: .value)
            try container.encode(self.expiresAt, forKey: .expiresAt)
        }
    }

    public enum Modality: OpenEnum, EmptyDecodable {
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

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public struct TurnDetection: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case type
            case threshold
            case prefixPaddingMs = "prefix_padding_ms"
            case silenceDurationMs = "silence_duration_ms"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(String.self, forKey: .type)
            self.threshold = try container.decodeIfPresent(Double.self, forKey: .threshold)
            self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: .prefixPaddingMs)
            self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: .silenceDurationMs)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.threshold, forKey: .threshold)
            try container.encodeIfPresent(self.prefixPaddingMs, forKey: .prefixPaddingMs)
            try container.encodeIfPresent(self.silenceDurationMs, forKey: .silenceDurationMs)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case clientSecret = "client_secret"
        case modalities
        case inputAudioFormat = "input_audio_format"
        case inputAudioTranscription = "input_audio_transcription"
        case turnDetection = "turn_detection"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.clientSecret = try container.decodeRequired(RealtimeTranscriptionSessionCreateResponse.ClientSecret.self, forKey: .clientSecret, in: decoder)
        self.modalities = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateResponse.Modality].self, forKey: .modalities)
        self.inputAudioFormat = try container.decodeIfPresent(String.self, forKey: .inputAudioFormat)
        self.inputAudioTranscription = try container.decodeIfPresent(AudioTranscriptionResponse.self, forKey: .inputAudioTranscription)
        self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponse.TurnDetection.self, forKey: .turnDetection)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.clientSecret, forKey: .clientSecret)
        try container.encodeIfPresent(self.modalities, forKey: .modalities)
        try container.encodeIfPresent(self.inputAudioFormat, forKey: .inputAudioFormat)
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: .inputAudioTranscription)
        try container.encodeIfPresent(self.turnDetection, forKey: .turnDetection)
    }
}

/// A Realtime transcription session configuration object.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateResponseGA`
public struct RealtimeTranscriptionSessionCreateResponseGA: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of session. Always `transcription` for transcription sessions.
    public var type: String

    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String

    /// The object type. Always `realtime.transcription_session`.
    public var object: String

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int?

    /// Additional fields to include in server outputs.
    /// - `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
    public var include: [RealtimeTranscriptionSessionCreateResponseGA.IncludeItem]?

    /// Configuration for input audio for the session.
    public var audio: RealtimeTranscriptionSessionCreateResponseGA.Audio?

    public init(
        id: String,
        object: String,
        expiresAt: Int? = nil,
        include: [RealtimeTranscriptionSessionCreateResponseGA.IncludeItem]? = nil,
        audio: RealtimeTranscriptionSessionCreateResponseGA.Audio? = nil
    ) {
        self.type = "transcription"
        self.id = id
        self.object = object
        self.expiresAt = expiresAt
        self.include = include
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            object: .emptyValue
        )
    }

    public enum IncludeItem: OpenEnum, EmptyDecodable {
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

    /// Configuration for input audio for the session.
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
        public var input: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input?

        public init(
            input: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input? = nil
        ) {
            self.input = input
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct Input: Codable, Hashable, Sendable, EmptyDecodable {
            public var format: RealtimeAudioFormats?

            /// Configuration of the transcription model.
            public var transcription: AudioTranscriptionResponse?

            /// Configuration for input audio noise reduction.
            public var noiseReduction: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction?

            /// Configuration for turn detection. For `gpt-realtime-whisper`, this must be `null`; VAD is not supported.
            public var turnDetection: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection?

            public init(
                format: RealtimeAudioFormats? = nil,
                transcription: AudioTranscriptionResponse? = nil,
                noiseReduction: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction? = nil,
                turnDetection: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection? = nil
            ) {
                self.format = format
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.turnDetection = turnDetection
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction.
            public struct NoiseReduction: Codable, Hashable, Sendable, EmptyDecodable {
                public var type: NoiseReductionType?

                public init(
                    type: NoiseReductionType? = nil
                ) {
                    self.type = type
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: .type)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encodeIfPresent(self.type, forKey: .type)
                }
            }

            /// Configuration for turn detection. Can be set to `null` to turn off. Server
            /// VAD means that the model will detect the start and end of speech based on
            /// audio volume and respond at the end of user speech. For `gpt-realtime-whisper`, this must be `null`; VAD is not supported.
            public struct TurnDetection: Codable, Hashable, Sendable, EmptyDecodable {
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

                enum CodingKeys: String, CodingKey {
                    case type
                    case threshold
                    case prefixPaddingMs = "prefix_padding_ms"
                    case silenceDurationMs = "silence_duration_ms"
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeIfPresent(String.self, forKey: .type)
                    self.threshold = try container.decodeIfPresent(Double.self, forKey: .threshold)
                    self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: .prefixPaddingMs)
                    self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: .silenceDurationMs)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encodeIfPresent(self.type, forKey: .type)
                    try container.encodeIfPresent(self.threshold, forKey: .threshold)
                    try container.encodeIfPresent(self.prefixPaddingMs, forKey: .prefixPaddingMs)
                    try container.encodeIfPresent(self.silenceDurationMs, forKey: .silenceDurationMs)
                }
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case format
                case transcription
                case noiseReduction = "noise_reduction"
                case turnDetection = "turn_detection"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: .format)
                self.transcription = try container.decodeIfPresent(AudioTranscriptionResponse.self, forKey: .transcription)
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction.self, forKey: .noiseReduction)
                self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection.self, forKey: .turnDetection)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.format, forKey: .format)
                try container.encodeIfPresent(self.transcription, forKey: .transcription)
                try container.encodeIfPresent(self.noiseReduction, forKey: .noiseReduction)
                try container.encodeIfPresent(self.turnDetection, forKey: .turnDetection)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.self, forKey: .input)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case object
        case expiresAt = "expires_at"
        case include
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcription")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateResponseGA.IncludeItem].self, forKey: .include)
        self.audio = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.self, forKey: .audio)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.include, forKey: .include)
        try container.encodeIfPresent(self.audio, forKey: .audio)
    }
}
