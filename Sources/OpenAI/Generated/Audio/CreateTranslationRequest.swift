// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateTranslationRequest`
public nonisolated struct CreateTranslationRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The audio file object (not file name) translate, in one of these formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, or webm. The request must include enough format metadata for the file to be identified. We recommend an extension-bearing filename and an appropriate content type.
    public var file: MultipartFile

    /// ID of the model to use. Only `whisper-1` (which is powered by our open source Whisper V2 model) is currently available.
    public var model: CreateTranslationRequest.Model

    /// An optional text to guide the model's style or continue a previous audio segment. The [prompt](https://platform.openai.com/docs/guides/speech-to-text#prompting) should be in English.
    public var prompt: String?

    /// The format of the output, in one of these options: `json`, `text`, `srt`, `verbose_json`, or `vtt`.
    public var responseFormat: CreateTranslationRequest.ResponseFormat?

    /// The sampling temperature, between 0 and 1. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic. If set to 0, the model will use [log probability](https://en.wikipedia.org/wiki/Log_probability) to automatically increase the temperature until certain thresholds are hit.
    public var temperature: Double?

    public init(
        file: MultipartFile,
        model: CreateTranslationRequest.Model,
        prompt: String? = nil,
        responseFormat: CreateTranslationRequest.ResponseFormat? = nil,
        temperature: Double? = nil
    ) {
        self.file = file
        self.model = model
        self.prompt = prompt
        self.responseFormat = responseFormat
        self.temperature = temperature
    }

    /// ID of the model to use. Only `whisper-1` (which is powered by our open source Whisper V2 model) is currently available.
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

    /// The format of the output, in one of these options: `json`, `text`, `srt`, `verbose_json`, or `vtt`.
    public nonisolated enum ResponseFormat: OpenEnum, EmptyDecodable {
        case json
        case text
        case srt
        case verboseJson
        case vtt
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "json": self = .json
            case "text": self = .text
            case "srt": self = .srt
            case "verbose_json": self = .verboseJson
            case "vtt": self = .vtt
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .json: "json"
            case .text: "text"
            case .srt: "srt"
            case .verboseJson: "verbose_json"
            case .vtt: "vtt"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        try form.appendFields("model", encoding: self.model)
        if let value = self.prompt {
            form.append("prompt", value)
        }
        if let value = self.responseFormat {
            try form.appendFields("response_format", encoding: value)
        }
        if let value = self.temperature {
            form.append("temperature", value)
        }
        form.append("file", file: self.file)
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateTranslationRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        file: MultipartFile,
        model: String,
        prompt: String? = nil,
        responseFormat: CreateTranslationRequest.ResponseFormat? = nil,
        temperature: Double? = nil
    ) {
        self.init(
            file: file,
            model: CreateTranslationRequest.Model(rawValue: model),
            prompt: prompt,
            responseFormat: responseFormat,
            temperature: temperature
        )
    }
}
