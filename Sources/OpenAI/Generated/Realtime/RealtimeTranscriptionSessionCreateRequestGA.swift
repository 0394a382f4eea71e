// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Realtime transcription session object configuration.
///
/// - Schema: `#/components/schemas/RealtimeTranscriptionSessionCreateRequestGA`
public nonisolated struct RealtimeTranscriptionSessionCreateRequestGA: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct Audio: Codable, Equatable, Sendable, EmptyDecodable {
        public var input: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input?

        public init(
            input: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input? = nil
        ) {
            self.input = input
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Input: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var format: RealtimeAudioFormats?

            /// Configuration for input audio transcription, defaults to off and can be set to `null` to turn off once on. Input audio transcription is not native to the model, since the model consumes audio directly. Transcription runs asynchronously through [the /audio/transcriptions endpoint](https://platform.openai.com/docs/api-reference/audio/createTranscription) and should be treated as guidance of input audio content rather than precisely what the model heard. The client can optionally set the language and prompt for transcription, these offer additional guidance to the transcription service.
            public var transcription: AudioTranscription?

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public var noiseReduction: RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.NoiseReduction?

            public var turnDetection: RealtimeTurnDetection?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

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
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Configuration for input audio noise reduction. This can be set to `null` to turn off.
            /// Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
            /// Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
            public nonisolated struct NoiseReduction: Codable, Equatable, Sendable, EmptyDecodable {
                public var type: NoiseReductionType?

                /// Input noise suppression strength.
                ///
                /// Higher values apply more suppression. Defaults to 1 when noise reduction is
                /// first enabled. Omitting strength from a session update preserves the current
                /// strength.
                public var strength: Double?

                public init(
                    type: NoiseReductionType? = nil,
                    strength: Double? = nil
                ) {
                    self.type = type
                    self.strength = strength
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeIfPresent(NoiseReductionType.self, forKey: "type")
                    self.strength = try container.decodeIfPresent(Double.self, forKey: "strength")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encodeIfPresent(self.type, forKey: "type")
                    try container.encodeIfPresent(self.strength, forKey: "strength")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(RealtimeAudioFormats.self, forKey: "format")
                self.transcription = try container.decodeIfPresent(AudioTranscription.self, forKey: "transcription")
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.NoiseReduction.self, forKey: "noise_reduction")
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

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.Input.self, forKey: "input")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcription")
        self.audio = try container.decodeIfPresent(RealtimeTranscriptionSessionCreateRequestGA.Audio.self, forKey: "audio")
        self.include = try container.decodeIfPresent([RealtimeTranscriptionSessionCreateRequestGA.IncludeItem].self, forKey: "include")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.include, forKey: "include")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranscriptionSessionCreateRequestGA.Audio.Input {
    public static var transcription: Self { Self("transcription") }
    public static var noiseReduction: Self { Self("noise_reduction") }
    public static var turnDetection: Self { Self("turn_detection") }
}
