// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateTranscriptionRequest`
public nonisolated struct CreateTranscriptionRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The audio file object (not file name) to transcribe, in one of these formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, or webm.
    /// The request must include enough format metadata for the file to be identified. We recommend an extension-bearing filename and an appropriate content type.
    public var file: MultipartFile

    /// ID of the model to use. The options are `gpt-transcribe`, `gpt-4o-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `whisper-1` (which is powered by our open source Whisper V2 model), and `gpt-4o-transcribe-diarize`.
    public var model: CreateTranscriptionRequest.Model

    /// The language of the input audio. Supplying the input language in [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) (e.g. `en`) format will improve accuracy and latency.
    public var language: String?

    /// Possible languages of the input audio, in [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) format. Supported by `gpt-transcribe`.
    public var languages: [String]?

    /// Words or phrases to guide transcription of the input audio. Supported by `gpt-transcribe`.
    public var keywords: [String]?

    /// An optional text to guide the model's style or continue a previous audio segment. The [prompt](https://platform.openai.com/docs/guides/speech-to-text#prompting) should match the audio language. This field is not supported when using `gpt-4o-transcribe-diarize`.
    public var prompt: String?

    public var responseFormat: AudioResponseFormat?

    /// The sampling temperature, between 0 and 1. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic. If set to 0, the model will use [log probability](https://en.wikipedia.org/wiki/Log_probability) to automatically increase the temperature until certain thresholds are hit.
    public var temperature: Double?

    /// Additional information to include in the transcription response.
    /// `logprobs` will return the log probabilities of the tokens in the
    /// response to understand the model's confidence in the transcription.
    /// `logprobs` only works with response_format set to `json` and only with
    /// the models `gpt-4o-transcribe`, `gpt-4o-mini-transcribe`, and `gpt-4o-mini-transcribe-2025-12-15`. This field is not supported when using `gpt-4o-transcribe-diarize`.
    public var include: [TranscriptionInclude]?

    /// The timestamp granularities to populate for this transcription. `response_format` must be set `verbose_json` to use timestamp granularities. Either or both of these options are supported: `word`, or `segment`. Note: There is no additional latency for segment timestamps, but generating word timestamps incurs additional latency.
    /// This option is not available for `gpt-4o-transcribe-diarize`.
    public var timestampGranularities: [CreateTranscriptionRequest.TimestampGranularity]?

    public var stream: Bool?

    public var chunkingStrategy: TranscriptionChunkingStrategy?

    /// Optional list of speaker names that correspond to the audio samples provided in `known_speaker_references[]`. Each entry should be a short identifier (for example `customer` or `agent`). Up to 4 speakers are supported.
    public var knownSpeakerNames: [String]?

    /// Optional list of audio samples (as [data URLs](https://developer.mozilla.org/en-US/docs/Web/HTTP/Basics_of_HTTP/Data_URLs)) that contain known speaker references matching `known_speaker_names[]`. Each sample must be between 2 and 10 seconds, and can use any of the same input audio formats supported by `file`.
    public var knownSpeakerReferences: [String]?

    public init(
        file: MultipartFile,
        model: CreateTranscriptionRequest.Model,
        language: String? = nil,
        languages: [String]? = nil,
        keywords: [String]? = nil,
        prompt: String? = nil,
        responseFormat: AudioResponseFormat? = nil,
        temperature: Double? = nil,
        include: [TranscriptionInclude]? = nil,
        timestampGranularities: [CreateTranscriptionRequest.TimestampGranularity]? = nil,
        stream: Bool? = nil,
        chunkingStrategy: TranscriptionChunkingStrategy? = nil,
        knownSpeakerNames: [String]? = nil,
        knownSpeakerReferences: [String]? = nil
    ) {
        self.file = file
        self.model = model
        self.language = language
        self.languages = languages
        self.keywords = keywords
        self.prompt = prompt
        self.responseFormat = responseFormat
        self.temperature = temperature
        self.include = include
        self.timestampGranularities = timestampGranularities
        self.stream = stream
        self.chunkingStrategy = chunkingStrategy
        self.knownSpeakerNames = knownSpeakerNames
        self.knownSpeakerReferences = knownSpeakerReferences
    }

    /// ID of the model to use. The options are `gpt-transcribe`, `gpt-4o-transcribe`, `gpt-4o-mini-transcribe`, `gpt-4o-mini-transcribe-2025-12-15`, `whisper-1` (which is powered by our open source Whisper V2 model), and `gpt-4o-transcribe-diarize`.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case whisper1
        case gptTranscribe
        case gpt4oTranscribe
        case gpt4oMiniTranscribe
        case gpt4oMiniTranscribe_2025_12_15
        case gpt4oTranscribeDiarize
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "whisper-1": self = .whisper1
            case "gpt-transcribe": self = .gptTranscribe
            case "gpt-4o-transcribe": self = .gpt4oTranscribe
            case "gpt-4o-mini-transcribe": self = .gpt4oMiniTranscribe
            case "gpt-4o-mini-transcribe-2025-12-15": self = .gpt4oMiniTranscribe_2025_12_15
            case "gpt-4o-transcribe-diarize": self = .gpt4oTranscribeDiarize
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .whisper1: "whisper-1"
            case .gptTranscribe: "gpt-transcribe"
            case .gpt4oTranscribe: "gpt-4o-transcribe"
            case .gpt4oMiniTranscribe: "gpt-4o-mini-transcribe"
            case .gpt4oMiniTranscribe_2025_12_15: "gpt-4o-mini-transcribe-2025-12-15"
            case .gpt4oTranscribeDiarize: "gpt-4o-transcribe-diarize"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated enum TimestampGranularity: OpenEnum, EmptyDecodable {
        case word
        case segment
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "word": self = .word
            case "segment": self = .segment
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .word: "word"
            case .segment: "segment"
            case .unknown(let value): value
            }
        }
    }

    /// Formerly a type of its own; the spec now names it `TranscriptionChunkingStrategy`.
    @available(*, deprecated, renamed: "TranscriptionChunkingStrategy")
    public typealias ChunkingStrategy = TranscriptionChunkingStrategy

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        try form.appendFields("model", encoding: self.model)
        if let value = self.chunkingStrategy {
            try form.appendFields("chunking_strategy", encoding: value)
        }
        if let value = self.include {
            try form.appendFields("include", encoding: value)
        }
        if let value = self.keywords {
            try form.appendFields("keywords", encoding: value)
        }
        if let value = self.knownSpeakerNames {
            try form.appendFields("known_speaker_names", encoding: value)
        }
        if let value = self.knownSpeakerReferences {
            try form.appendFields("known_speaker_references", encoding: value)
        }
        if let value = self.language {
            form.append("language", value)
        }
        if let value = self.languages {
            try form.appendFields("languages", encoding: value)
        }
        if let value = self.prompt {
            form.append("prompt", value)
        }
        if let value = self.responseFormat {
            try form.appendFields("response_format", encoding: value)
        }
        if let value = self.stream {
            form.append("stream", value)
        }
        if let value = self.temperature {
            form.append("temperature", value)
        }
        if let value = self.timestampGranularities {
            try form.appendFields("timestamp_granularities", encoding: value)
        }
        form.append("file", file: self.file)
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateTranscriptionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        file: MultipartFile,
        model: String,
        language: String? = nil,
        languages: [String]? = nil,
        keywords: [String]? = nil,
        prompt: String? = nil,
        responseFormat: AudioResponseFormat? = nil,
        temperature: Double? = nil,
        include: [TranscriptionInclude]? = nil,
        timestampGranularities: [CreateTranscriptionRequest.TimestampGranularity]? = nil,
        stream: Bool? = nil,
        chunkingStrategy: TranscriptionChunkingStrategy? = nil,
        knownSpeakerNames: [String]? = nil,
        knownSpeakerReferences: [String]? = nil
    ) {
        self.init(
            file: file,
            model: CreateTranscriptionRequest.Model(rawValue: model),
            language: language,
            languages: languages,
            keywords: keywords,
            prompt: prompt,
            responseFormat: responseFormat,
            temperature: temperature,
            include: include,
            timestampGranularities: timestampGranularities,
            stream: stream,
            chunkingStrategy: chunkingStrategy,
            knownSpeakerNames: knownSpeakerNames,
            knownSpeakerReferences: knownSpeakerReferences
        )
    }
}
