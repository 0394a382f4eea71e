// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AudioTranscriptionResponse`
public nonisolated struct AudioTranscriptionResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The model used for transcription. Current options are `whisper-1`, `gpt-transcribe`, `gpt-live-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `gpt-4o-transcribe`, `gpt-4o-transcribe-diarize`, and `gpt-realtime-whisper`.
    public var model: AudioTranscriptionResponse.Model?

    /// The language of the input audio.
    public var language: String?

    /// The possible input audio languages configured for transcription, in [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) format.
    public var languages: [String]?

    /// The prompt configured for input audio transcription, when present.
    public var prompt: String?

    public init(
        model: AudioTranscriptionResponse.Model? = nil,
        language: String? = nil,
        languages: [String]? = nil,
        prompt: String? = nil
    ) {
        self.model = model
        self.language = language
        self.languages = languages
        self.prompt = prompt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The model used for transcription. Current options are `whisper-1`, `gpt-transcribe`, `gpt-live-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `gpt-4o-transcribe`, `gpt-4o-transcribe-diarize`, and `gpt-realtime-whisper`.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(AudioTranscriptionResponse.Model.self, forKey: "model")
        self.language = try container.decodeIfPresent(String.self, forKey: "language")
        self.languages = try container.decodeIfPresent([String].self, forKey: "languages")
        self.prompt = try container.decodeIfPresent(String.self, forKey: "prompt")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.language, forKey: "language")
        try container.encodeIfPresent(self.languages, forKey: "languages")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
    }
}
