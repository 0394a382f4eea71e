// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// - Schema: `#/components/schemas/CreateVoiceConsentRequest`
public struct CreateVoiceConsentRequest: Codable, Hashable, Sendable {
    /// The label to use for this consent recording.
    public var name: String

    /// The consent audio recording file. Maximum size is 10 MiB.
    ///
    /// Supported MIME types:
    /// `audio/mpeg`, `audio/wav`, `audio/x-wav`, `audio/ogg`, `audio/aac`, `audio/flac`, `audio/webm`, `audio/mp4`.
    public var recording: String

    /// The BCP 47 language tag for the consent phrase (for example, `en-US`).
    public var language: String

    public init(
        name: String,
        recording: String,
        language: String
    ) {
        self.name = name
        self.recording = recording
        self.language = language
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case recording
        case language
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.recording = try container.decodeRequired(String.self, forKey: .recording, in: decoder)
        self.language = try container.decodeRequired(String.self, forKey: .language, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.recording, forKey: .recording)
        try container.encode(self.language, forKey: .language)
    }
}

/// - Schema: `#/components/schemas/CreateVoiceRequest`
public struct CreateVoiceRequest: Codable, Hashable, Sendable {
    /// The name of the new voice.
    public var name: String

    /// The sample audio recording file. Maximum size is 10 MiB.
    ///
    /// Supported MIME types:
    /// `audio/mpeg`, `audio/wav`, `audio/x-wav`, `audio/ogg`, `audio/aac`, `audio/flac`, `audio/webm`, `audio/mp4`.
    public var audioSample: String

    /// The consent recording ID (for example, `cons_1234`).
    public var consent: String

    public init(
        name: String,
        audioSample: String,
        consent: String
    ) {
        self.name = name
        self.audioSample = audioSample
        self.consent = consent
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case audioSample = "audio_sample"
        case consent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.audioSample = try container.decodeRequired(String.self, forKey: .audioSample, in: decoder)
        self.consent = try container.decodeRequired(String.self, forKey: .consent, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.audioSample, forKey: .audioSample)
        try container.encode(self.consent, forKey: .consent)
    }
}
