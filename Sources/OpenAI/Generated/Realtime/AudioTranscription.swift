// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AudioTranscription`
public nonisolated struct AudioTranscription: Codable, Equatable, Sendable, EmptyDecodable {
    /// The model to use for transcription. Current options are `whisper-1`, `gpt-transcribe`, `gpt-live-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `gpt-4o-transcribe`, `gpt-4o-transcribe-diarize`, and `gpt-realtime-whisper`. Use `gpt-4o-transcribe-diarize` when you need diarization with speaker labels.
    public var model: AudioTranscription.Model?

    /// The language of the input audio. Supplying the input language in
    /// [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) (e.g. `en`) format
    /// will improve accuracy and latency.
    public var language: String?

    /// Possible languages of the input audio, in [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) format. Supported by `gpt-transcribe` and `gpt-live-transcribe`.
    public var languages: [String]?

    /// Words or phrases to guide transcription of the input audio. Supported by `gpt-transcribe` and `gpt-live-transcribe`.
    public var keywords: [String]?

    /// An optional text to guide the model's style or continue a previous audio
    /// segment.
    /// For `whisper-1`, the [prompt is a list of keywords](https://platform.openai.com/docs/guides/speech-to-text#prompting).
    /// For `gpt-4o-transcribe` models (excluding `gpt-4o-transcribe-diarize`), the prompt is a free text string, for example "expect words related to technology".
    /// Prompt is not supported with `gpt-realtime-whisper` in GA Realtime sessions.
    public var prompt: String?

    /// Controls how long the model waits before emitting transcription text.
    /// Higher values can improve transcription accuracy at the cost of latency.
    /// Only supported with `gpt-realtime-whisper` in GA Realtime sessions.
    public var delay: AudioTranscription.Delay?

    public init(
        model: AudioTranscription.Model? = nil,
        language: String? = nil,
        languages: [String]? = nil,
        keywords: [String]? = nil,
        prompt: String? = nil,
        delay: AudioTranscription.Delay? = nil
    ) {
        self.model = model
        self.language = language
        self.languages = languages
        self.keywords = keywords
        self.prompt = prompt
        self.delay = delay
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The model to use for transcription. Current options are `whisper-1`, `gpt-transcribe`, `gpt-live-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `gpt-4o-transcribe`, `gpt-4o-transcribe-diarize`, and `gpt-realtime-whisper`. Use `gpt-4o-transcribe-diarize` when you need diarization with speaker labels.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case whisper1
        case gptTranscribe
        case gptLiveTranscribe
        case gpt4oMiniTranscribe
        case gpt4oMiniTranscribe_2025_12_15
        case gpt4oTranscribe
        case gpt4oTranscribeDiarize
        case gptRealtimeWhisper
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "whisper-1": self = .whisper1
            case "gpt-transcribe": self = .gptTranscribe
            case "gpt-live-transcribe": self = .gptLiveTranscribe
            case "gpt-4o-mini-transcribe": self = .gpt4oMiniTranscribe
            case "gpt-4o-mini-transcribe-2025-12-15": self = .gpt4oMiniTranscribe_2025_12_15
            case "gpt-4o-transcribe": self = .gpt4oTranscribe
            case "gpt-4o-transcribe-diarize": self = .gpt4oTranscribeDiarize
            case "gpt-realtime-whisper": self = .gptRealtimeWhisper
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .whisper1: "whisper-1"
            case .gptTranscribe: "gpt-transcribe"
            case .gptLiveTranscribe: "gpt-live-transcribe"
            case .gpt4oMiniTranscribe: "gpt-4o-mini-transcribe"
            case .gpt4oMiniTranscribe_2025_12_15: "gpt-4o-mini-transcribe-2025-12-15"
            case .gpt4oTranscribe: "gpt-4o-transcribe"
            case .gpt4oTranscribeDiarize: "gpt-4o-transcribe-diarize"
            case .gptRealtimeWhisper: "gpt-realtime-whisper"
            case .unknown(let value): value
            }
        }
    }

    /// Controls how long the model waits before emitting transcription text.
    /// Higher values can improve transcription accuracy at the cost of latency.
    /// Only supported with `gpt-realtime-whisper` in GA Realtime sessions.
    public nonisolated enum Delay: OpenEnum, EmptyDecodable {
        case minimal
        case low
        case medium
        case high
        case xhigh
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "minimal": self = .minimal
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "xhigh": self = .xhigh
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .minimal: "minimal"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .xhigh: "xhigh"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(AudioTranscription.Model.self, forKey: "model")
        self.language = try container.decodeIfPresent(String.self, forKey: "language")
        self.languages = try container.decodeIfPresent([String].self, forKey: "languages")
        self.keywords = try container.decodeIfPresent([String].self, forKey: "keywords")
        self.prompt = try container.decodeIfPresent(String.self, forKey: "prompt")
        self.delay = try container.decodeIfPresent(AudioTranscription.Delay.self, forKey: "delay")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.language, forKey: "language")
        try container.encodeIfPresent(self.languages, forKey: "languages")
        try container.encodeIfPresent(self.keywords, forKey: "keywords")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.delay, forKey: "delay")
    }
}
