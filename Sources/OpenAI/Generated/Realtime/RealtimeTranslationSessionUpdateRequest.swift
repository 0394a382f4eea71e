// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime translation session fields that can be updated with `session.update`.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSessionUpdateRequest`
public nonisolated struct RealtimeTranslationSessionUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSessionUpdateRequest.Audio?

    public init(
        audio: RealtimeTranslationSessionUpdateRequest.Audio? = nil
    ) {
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for translation input and output audio.
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSessionUpdateRequest.Audio.Input?

        public var output: RealtimeTranslationSessionUpdateRequest.Audio.Output?

        public init(
            input: RealtimeTranslationSessionUpdateRequest.Audio.Input? = nil,
            output: RealtimeTranslationSessionUpdateRequest.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var transcription: RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                transcription: RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction? = nil
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

                public init(
                    type: NoiseReductionType
                ) {
                    self.type = type
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
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encode(self.type, forKey: "type")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
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
            self.input = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.self, forKey: "input")
            self.output = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Output.self, forKey: "output")
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
        self.audio = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.self, forKey: "audio")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.audio, forKey: "audio")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationSessionUpdateRequest.Audio.Input {
    public static var transcription: Self { Self("transcription") }
    public static var noiseReduction: Self { Self("noise_reduction") }
}
