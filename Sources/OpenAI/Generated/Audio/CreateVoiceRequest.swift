// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateVoiceRequest`
public nonisolated struct CreateVoiceRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The name of the new voice.
    public var name: String

    /// The sample audio recording file. Maximum size is 10 MiB.
    ///
    /// Supported MIME types:
    /// `audio/mpeg`, `audio/wav`, `audio/x-wav`, `audio/ogg`, `audio/aac`, `audio/flac`, `audio/webm`, `audio/mp4`.
    public var audioSample: MultipartFile

    /// The consent recording ID (for example, `cons_1234`).
    public var consent: String

    public var model: CreateVoiceRequest.Model?

    public var prompt: String?

    public var scriptHint: String?

    public var type: CreateVoiceRequest.Kind?

    public init(
        name: String,
        audioSample: MultipartFile,
        consent: String,
        model: CreateVoiceRequest.Model? = nil,
        prompt: String? = nil,
        scriptHint: String? = nil,
        type: CreateVoiceRequest.Kind? = nil
    ) {
        self.name = name
        self.audioSample = audioSample
        self.consent = consent
        self.model = model
        self.prompt = prompt
        self.scriptHint = scriptHint
        self.type = type
    }

    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case auto
        case model_2026_10_08
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "2026-10-08": self = .model_2026_10_08
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .model_2026_10_08: "2026-10-08"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case audioSample
        case prompt
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "audio_sample": self = .audioSample
            case "prompt": self = .prompt
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .audioSample: "audio_sample"
            case .prompt: "prompt"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("name", self.name)
        form.append("consent", self.consent)
        if let value = self.model {
            try form.appendFields("model", encoding: value)
        }
        if let value = self.prompt {
            form.append("prompt", value)
        }
        if let value = self.scriptHint {
            form.append("script_hint", value)
        }
        if let value = self.type {
            try form.appendFields("type", encoding: value)
        }
        form.append("audio_sample", file: self.audioSample)
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateVoiceRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        name: String,
        audioSample: MultipartFile,
        consent: String,
        model: String,
        prompt: String? = nil,
        scriptHint: String? = nil,
        type: CreateVoiceRequest.Kind? = nil
    ) {
        self.init(
            name: name,
            audioSample: audioSample,
            consent: consent,
            model: CreateVoiceRequest.Model(rawValue: model),
            prompt: prompt,
            scriptHint: scriptHint,
            type: type
        )
    }
}
