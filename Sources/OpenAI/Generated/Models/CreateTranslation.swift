// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateTranslationRequest`
public struct CreateTranslationRequest: Hashable, Sendable, MultipartFormEncodable {
    /// The audio file object (not file name) translate, in one of these formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, or webm. The request must include enough format metadata for the file to be identified. We recommend an extension-bearing filename and an appropriate content type.
    public var file: MultipartFile

    /// ID of the model to use. Only `whisper-1` (which is powered by our open source Whisper V2 model) is currently available.
    public var model: CreateTranslationRequest.Model

    /// An optional text to guide the model's style or continue a previous audio segment. The [prompt](/docs/guides/speech-to-text#prompting) should be in English.
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
    public enum Model: OpenEnum, EmptyDecodable {
        case whisper1
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "whisper-1": self = .whisper1
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .whisper1: "whisper-1"
            case .unknown(let value): value
            }
        }
    }

    /// The format of the output, in one of these options: `json`, `text`, `srt`, `verbose_json`, or `vtt`.
    public enum ResponseFormat: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/CreateTranslationResponseJson`
public struct CreateTranslationResponseJson: Codable, Hashable, Sendable, EmptyDecodable {
    public var text: String

    public init(
        text: String
    ) {
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.text, forKey: .text)
    }
}

/// - Schema: `#/components/schemas/CreateTranslationResponseVerboseJson`
public struct CreateTranslationResponseVerboseJson: Codable, Hashable, Sendable, EmptyDecodable {
    /// The language of the output translation (always `english`).
    public var language: String

    /// The duration of the input audio.
    public var duration: Double

    /// The translated text.
    public var text: String

    /// Segments of the translated text and their corresponding details.
    public var segments: [TranscriptionSegment]?

    public init(
        language: String,
        duration: Double,
        text: String,
        segments: [TranscriptionSegment]? = nil
    ) {
        self.language = language
        self.duration = duration
        self.text = text
        self.segments = segments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            language: .emptyValue,
            duration: .emptyValue,
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case language
        case duration
        case text
        case segments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.language = try container.decodeRequired(String.self, forKey: .language, in: decoder)
        self.duration = try container.decodeRequired(Double.self, forKey: .duration, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.segments = try container.decodeIfPresent([TranscriptionSegment].self, forKey: .segments)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.language, forKey: .language)
        try container.encode(self.duration, forKey: .duration)
        try container.encode(self.text, forKey: .text)
        try container.encodeIfPresent(self.segments, forKey: .segments)
    }
}
