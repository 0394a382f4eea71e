// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateVoiceConsentRequest`
public nonisolated struct CreateVoiceConsentRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The label to use for this consent recording.
    public var name: String

    /// The consent audio recording file. Maximum size is 10 MiB.
    ///
    /// Supported MIME types:
    /// `audio/mpeg`, `audio/wav`, `audio/x-wav`, `audio/ogg`, `audio/aac`, `audio/flac`, `audio/webm`, `audio/mp4`.
    public var recording: MultipartFile

    /// The BCP 47 language tag for the consent phrase (for example, `en-US`).
    public var language: String

    public init(
        name: String,
        recording: MultipartFile,
        language: String
    ) {
        self.name = name
        self.recording = recording
        self.language = language
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("name", self.name)
        form.append("language", self.language)
        form.append("recording", file: self.recording)
        return form
    }
}
