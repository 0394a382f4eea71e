// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateVoiceRequest`
public struct CreateVoiceRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The name of the new voice.
    public var name: String

    /// The sample audio recording file. Maximum size is 10 MiB.
    ///
    /// Supported MIME types:
    /// `audio/mpeg`, `audio/wav`, `audio/x-wav`, `audio/ogg`, `audio/aac`, `audio/flac`, `audio/webm`, `audio/mp4`.
    public var audioSample: MultipartFile

    /// The consent recording ID (for example, `cons_1234`).
    public var consent: String

    public init(
        name: String,
        audioSample: MultipartFile,
        consent: String
    ) {
        self.name = name
        self.audioSample = audioSample
        self.consent = consent
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("name", self.name)
        form.append("consent", self.consent)
        form.append("audio_sample", file: self.audioSample)
        return form
    }
}
