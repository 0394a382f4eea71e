// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Multipart parameters for extending an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoExtendMultipartBody`
public nonisolated struct CreateVideoExtendMultipartBody: Equatable, Sendable, MultipartFormEncodable {
    /// Reference to the completed video to extend.
    public var video: [MultipartFile]

    /// Updated text prompt that directs the extension generation.
    public var prompt: String

    /// Length of the newly generated extension segment in seconds (allowed values: 4, 8, 12, 16, 20).
    public var seconds: VideoSeconds

    public init(
        video: [MultipartFile],
        prompt: String,
        seconds: VideoSeconds
    ) {
        self.video = video
        self.prompt = prompt
        self.seconds = seconds
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        try form.appendFields("seconds", encoding: self.seconds)
        form.append("video", oneOrMore: self.video)
        return form
    }
}
