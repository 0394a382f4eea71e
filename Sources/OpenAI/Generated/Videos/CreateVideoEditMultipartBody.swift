// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for editing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoEditMultipartBody`
public nonisolated struct CreateVideoEditMultipartBody: Equatable, Sendable, MultipartFormEncodable {
    public var video: [MultipartFile]

    /// Text prompt that describes how to edit the source video.
    public var prompt: String

    public init(
        video: [MultipartFile],
        prompt: String
    ) {
        self.video = video
        self.prompt = prompt
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        form.append("video", oneOrMore: self.video)
        return form
    }
}
