// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateSpeechRequest`
public nonisolated struct CreateSpeechRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// One of the available [TTS models](https://platform.openai.com/docs/models#tts): `tts-1`, `tts-1-hd`, `gpt-4o-mini-tts`, or `gpt-4o-mini-tts-2025-12-15`.
    public var model: CreateSpeechRequest.Model

    /// The text to generate audio for. The maximum length is 4096 characters.
    public var input: String

    /// Control the voice of your generated audio with additional instructions. Does not work with `tts-1` or `tts-1-hd`.
    public var instructions: String?

    /// The voice to use when generating the audio. Supported built-in voices are `alloy`, `ash`, `ballad`, `coral`, `echo`, `fable`, `onyx`, `nova`, `sage`, `shimmer`, `verse`, `marin`, and `cedar`. You may also provide a custom voice object with an `id`, for example `{ "id": "voice_1234" }`. Previews of the voices are available in the [Text to speech guide](https://platform.openai.com/docs/guides/text-to-speech#voice-options).
    public var voice: VoiceIdsOrCustomVoice

    /// The format to audio in. Supported formats are `mp3`, `opus`, `aac`, `flac`, `wav`, and `pcm`.
    public var responseFormat: CreateSpeechRequest.ResponseFormat?

    /// The speed of the generated audio. Select a value from `0.25` to `4.0`. `1.0` is the default.
    public var speed: Double?

    /// The format to stream the audio in. Supported formats are `sse` and `audio`. `sse` is not supported for `tts-1` or `tts-1-hd`.
    public var streamFormat: CreateSpeechRequest.StreamFormat?

    public init(
        model: CreateSpeechRequest.Model,
        input: String,
        voice: VoiceIdsOrCustomVoice,
        instructions: String? = nil,
        responseFormat: CreateSpeechRequest.ResponseFormat? = nil,
        speed: Double? = nil,
        streamFormat: CreateSpeechRequest.StreamFormat? = nil
    ) {
        self.model = model
        self.input = input
        self.instructions = instructions
        self.voice = voice
        self.responseFormat = responseFormat
        self.speed = speed
        self.streamFormat = streamFormat
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            input: .emptyValue,
            voice: .emptyValue
        )
    }

    /// One of the available [TTS models](https://platform.openai.com/docs/models#tts): `tts-1`, `tts-1-hd`, `gpt-4o-mini-tts`, or `gpt-4o-mini-tts-2025-12-15`.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case tts1
        case tts1Hd
        case gpt4oMiniTts
        case gpt4oMiniTts_2025_12_15
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "tts-1": self = .tts1
            case "tts-1-hd": self = .tts1Hd
            case "gpt-4o-mini-tts": self = .gpt4oMiniTts
            case "gpt-4o-mini-tts-2025-12-15": self = .gpt4oMiniTts_2025_12_15
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .tts1: "tts-1"
            case .tts1Hd: "tts-1-hd"
            case .gpt4oMiniTts: "gpt-4o-mini-tts"
            case .gpt4oMiniTts_2025_12_15: "gpt-4o-mini-tts-2025-12-15"
            case .unknown(let value): value
            }
        }
    }

    /// The format to audio in. Supported formats are `mp3`, `opus`, `aac`, `flac`, `wav`, and `pcm`.
    public nonisolated enum ResponseFormat: OpenEnum, EmptyDecodable {
        case mp3
        case opus
        case aac
        case flac
        case wav
        case pcm
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "mp3": self = .mp3
            case "opus": self = .opus
            case "aac": self = .aac
            case "flac": self = .flac
            case "wav": self = .wav
            case "pcm": self = .pcm
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .mp3: "mp3"
            case .opus: "opus"
            case .aac: "aac"
            case .flac: "flac"
            case .wav: "wav"
            case .pcm: "pcm"
            case .unknown(let value): value
            }
        }
    }

    /// The format to stream the audio in. Supported formats are `sse` and `audio`. `sse` is not supported for `tts-1` or `tts-1-hd`.
    public nonisolated enum StreamFormat: OpenEnum, EmptyDecodable {
        case sse
        case audio
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "sse": self = .sse
            case "audio": self = .audio
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .sse: "sse"
            case .audio: "audio"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(CreateSpeechRequest.Model.self, forKey: "model", in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.voice = try container.decodeRequired(VoiceIdsOrCustomVoice.self, forKey: "voice", in: decoder)
        self.responseFormat = try container.decodeIfPresent(CreateSpeechRequest.ResponseFormat.self, forKey: "response_format")
        self.speed = try container.decodeIfPresent(Double.self, forKey: "speed")
        self.streamFormat = try container.decodeIfPresent(CreateSpeechRequest.StreamFormat.self, forKey: "stream_format")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.input, forKey: "input")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.voice, forKey: "voice")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.streamFormat, forKey: "stream_format")
    }
}
// MARK: - String arguments

nonisolated extension CreateSpeechRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        voice: VoiceIdsOrCustomVoice,
        instructions: String? = nil,
        responseFormat: CreateSpeechRequest.ResponseFormat? = nil,
        speed: Double? = nil,
        streamFormat: CreateSpeechRequest.StreamFormat? = nil
    ) {
        self.init(
            model: CreateSpeechRequest.Model(rawValue: model),
            input: input,
            voice: voice,
            instructions: instructions,
            responseFormat: responseFormat,
            speed: speed,
            streamFormat: streamFormat
        )
    }
}
