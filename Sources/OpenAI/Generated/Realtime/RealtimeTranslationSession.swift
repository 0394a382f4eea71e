// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime translation session. Translation sessions continuously translate input
/// audio into the configured output language.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSession`
public nonisolated struct RealtimeTranslationSession: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String

    /// The session type. Always `translation` for Realtime translation sessions.
    public var type: String

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int

    /// The Realtime translation model used for this session. This field is set at
    /// session creation and cannot be changed with `session.update`.
    public var model: String

    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSession.Audio

    public init(
        id: String,
        expiresAt: Int,
        model: String,
        audio: RealtimeTranslationSession.Audio
    ) {
        self.id = id
        self.type = "translation"
        self.expiresAt = expiresAt
        self.model = model
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            expiresAt: .emptyValue,
            model: .emptyValue,
            audio: .emptyValue
        )
    }

    /// Configuration for translation input and output audio.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSession.Audio.Input?

        public var output: RealtimeTranslationSession.Audio.Output?

        public init(
            input: RealtimeTranslationSession.Audio.Input? = nil,
            output: RealtimeTranslationSession.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var transcription: RealtimeTranslationSession.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSession.Audio.Input.NoiseReduction?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                transcription: RealtimeTranslationSession.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSession.Audio.Input.NoiseReduction? = nil
            ) {
                self.transcription = transcription
                self.noiseReduction = noiseReduction
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Optional source-language transcription. When configured, the server emits
            /// `session.input_transcript.delta` events. Translation itself still runs from
            /// the input audio stream.
            public nonisolated struct Transcription: Codable, Equatable, Sendable, EmptyDecodable {
                /// The transcription model used for source transcript deltas.
                public var model: String

                public init(
                    model: String
                ) {
                    self.model = model
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        model: .emptyValue
                    )
                }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encode(self.model, forKey: "model")
                }
            }

            /// Optional input noise reduction.
            public nonisolated struct NoiseReduction: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
                public var type: NoiseReductionType

                /// Input noise suppression strength.
                ///
                /// Higher values apply more suppression. Defaults to 1 when noise reduction is
                /// first enabled. Omitting strength from a session update preserves the current
                /// strength.
                public var strength: Double?

                /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
                public var nullNames: Set<String>

                public init(
                    type: NoiseReductionType,
                    strength: Double? = nil
                ) {
                    self.type = type
                    self.strength = strength
                    self.nullNames = []
                }

                public init(stringLiteral value: String) {
                    self.init(type: NoiseReductionType(stringLiteral: value))
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        type: .emptyValue
                    )
                }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeRequired(NoiseReductionType.self, forKey: "type", in: decoder)
                    self.strength = try container.decodeIfPresent(Double.self, forKey: "strength")
                    self.nullNames = []
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                    try container.encode(self.type, forKey: "type")
                    try container.encodeIfPresent(self.strength, forKey: "strength")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.Transcription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
                self.nullNames = []
            }

            public func encode(to encoder: any Encoder) throws {
                var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                try container.encodeIfPresent(self.transcription, forKey: "transcription")
                try container.encodeIfPresent(self.noiseReduction, forKey: "noise_reduction")
            }
        }

        public nonisolated struct Output: Codable, Equatable, Sendable, EmptyDecodable {
            /// Target language for translated output audio and transcript deltas.
            public var language: String?

            public init(
                language: String? = nil
            ) {
                self.language = language
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.language = try container.decodeIfPresent(String.self, forKey: "language")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.language, forKey: "language")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.self, forKey: "input")
            self.output = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Output.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "translation")
        self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.audio = try container.decodeRequired(RealtimeTranslationSession.Audio.self, forKey: "audio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.audio, forKey: "audio")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationSession.Audio.Input {
    public static var transcription: Self { Self("transcription") }
    public static var noiseReduction: Self { Self("noise_reduction") }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationSession.Audio.Input.NoiseReduction {
    public static var strength: Self { Self("strength") }
}
