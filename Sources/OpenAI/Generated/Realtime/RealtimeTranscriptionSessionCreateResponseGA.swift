// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime transcription session configuration object.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateResponseGA`
public nonisolated struct RealtimeTranscriptionSessionCreateResponseGA: Codable, Equatable, Sendable, EmptyDecodable {
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

    /// Configuration for input audio for the session.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input?

        public init(
            input: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input? = nil
        ) {
            self.input = input
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var format: RealtimeAudioFormats?

            public var transcription: AudioTranscription?

            /// Configuration for input audio noise reduction.
            public var noiseReduction: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction?

            /// Configuration for turn detection. For `gpt-realtime-whisper`, this must be `null`; VAD is not supported.
            public var turnDetection: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                format: RealtimeAudioFormats? = nil,
                transcription: AudioTranscription? = nil,
                noiseReduction: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction? = nil,
                turnDetection: RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection? = nil
            ) {
                self.format = format
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.turnDetection = turnDetection
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction.
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

            /// Configuration for turn detection. Can be set to `null` to turn off. Server
            /// VAD means that the model will detect the start and end of speech based on
            /// audio volume and respond at the end of user speech. For `gpt-realtime-whisper`, this must be `null`; VAD is not supported.
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
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.transcription = try container.decodeIfPresent(AudioTranscription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
                self.turnDetection = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.TurnDetection.self, forKey: "turn_detection")
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

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.self, forKey: "input")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcription")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateResponseGA.IncludeItem].self, forKey: "include")
        self.audio = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateResponseGA.Audio.self, forKey: "audio")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.include, forKey: "include")
        try container.encodeIfPresent(self.audio, forKey: "audio")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranscriptionSessionCreateResponseGA.Audio.Input {
    public static var turnDetection: Self { Self("turn_detection") }
}

nonisolated extension NullableMember where Owner == RealtimeTranscriptionSessionCreateResponseGA.Audio.Input.NoiseReduction {
    public static var strength: Self { Self("strength") }
}
