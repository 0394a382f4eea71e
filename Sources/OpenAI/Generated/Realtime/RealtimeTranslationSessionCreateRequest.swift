// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime translation session configuration. Translation sessions stream source
/// audio in and translated audio plus transcript deltas out continuously.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSessionCreateRequest`
public nonisolated struct RealtimeTranslationSessionCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Realtime translation model used for this session.
    public var model: String

    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSessionCreateRequest.Audio?

    public init(
        model: String,
        audio: RealtimeTranslationSessionCreateRequest.Audio? = nil
    ) {
        self.model = model
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// Configuration for translation input and output audio.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSessionCreateRequest.Audio.Input?

        public var output: RealtimeTranslationSessionCreateRequest.Audio.Output?

        public init(
            input: RealtimeTranslationSessionCreateRequest.Audio.Input? = nil,
            output: RealtimeTranslationSessionCreateRequest.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var transcription: RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                transcription: RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction? = nil
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
                /// The transcription model to use for source transcript deltas.
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

            /// Optional input noise reduction. Set to `null` to disable it.
            public nonisolated struct NoiseReduction: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
                public var type: NoiseReductionType

                /// Input noise suppression strength.
                ///
                /// Higher values apply more suppression. Defaults to 1 when noise reduction is
                /// first enabled. Omitting strength from a session update preserves the current
                /// strength.
                public var strength: Double?

                public init(
                    type: NoiseReductionType,
                    strength: Double? = nil
                ) {
                    self.type = type
                    self.strength = strength
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
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encode(self.type, forKey: "type")
                    try container.encodeIfPresent(self.strength, forKey: "strength")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
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
            self.input = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.self, forKey: "input")
            self.output = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Output.self, forKey: "output")
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
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.audio = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.self, forKey: "audio")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.audio, forKey: "audio")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationSessionCreateRequest.Audio.Input {
    public static var transcription: Self { Self("transcription") }
    public static var noiseReduction: Self { Self("noise_reduction") }
}
