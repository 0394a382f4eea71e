// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A new Realtime transcription session configuration.
///
/// When a session is created on the server via REST API, the session object
/// also contains an ephemeral key. Default TTL for keys is 10 minutes. This
/// property is not present when a session is updated via the WebSocket API.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateResponse`
public nonisolated struct RealtimeTranscriptionSessionCreateResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Ephemeral key returned by the API. Only present when the session is
    /// created on the server via REST API.
    public var clientSecret: RealtimeTranscriptionSessionCreateResponse.ClientSecret

    /// The set of modalities the model can respond with. To disable audio,
    /// set this to ["text"].
    public var modalities: [RealtimeTranscriptionSessionCreateResponse.Modality]?

    /// The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
    public var inputAudioFormat: String?

    public var inputAudioTranscription: AudioTranscription?

    /// Configuration for turn detection. Can be set to `null` to turn off. Server
    /// VAD means that the model will detect the start and end of speech based on
    /// audio volume and respond at the end of user speech.
    public var turnDetection: RealtimeTranscriptionSessionCreateResponse.TurnDetection?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientSecret: RealtimeTranscriptionSessionCreateResponse.ClientSecret,
        modalities: [RealtimeTranscriptionSessionCreateResponse.Modality]? = nil,
        inputAudioFormat: String? = nil,
        inputAudioTranscription: AudioTranscription? = nil,
        turnDetection: RealtimeTranscriptionSessionCreateResponse.TurnDetection? = nil
    ) {
        self.clientSecret = clientSecret
        self.modalities = modalities
        self.inputAudioFormat = inputAudioFormat
        self.inputAudioTranscription = inputAudioTranscription
        self.turnDetection = turnDetection
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientSecret: .emptyValue
        )
    }

    /// Ephemeral key returned by the API. Only present when the session is
    /// created on the server via REST API.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientSecret = try container.decodeRequired(RealtimeTranscriptionSessionCreateResponse.ClientSecret.self, forKey: "client_secret", in: decoder)
        self.modalities = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateResponse.Modality].self, forKey: "modalities")
        self.inputAudioFormat = try container.decodeIfPresent(String.self, forKey: "input_audio_format")
        self.inputAudioTranscription = try container.decodeIfPresent(AudioTranscription.self, forKey: "input_audio_transcription")
        self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponse.TurnDetection.self, forKey: "turn_detection")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.clientSecret, forKey: "client_secret")
        try container.encodeIfPresent(self.modalities, forKey: "modalities")
        try container.encodeIfPresent(self.inputAudioFormat, forKey: "input_audio_format")
        try container.encodeIfPresent(self.inputAudioTranscription, forKey: "input_audio_transcription")
        try container.encodeIfPresent(self.turnDetection, forKey: "turn_detection")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranscriptionSessionCreateResponse {
    public static var turnDetection: Self { Self("turn_detection") }
}
