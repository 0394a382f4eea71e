// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating a character from an uploaded video.
///
/// - Schema: `#/components/schemas/CreateVideoCharacterBody`
public nonisolated struct CreateVideoCharacterBody: Equatable, Sendable, MultipartFormEncodable {
    /// Video file used to create a character.
    public var video: MultipartFile

    /// Display name for this API character.
    public var name: String

    public init(
        video: MultipartFile,
        name: String
    ) {
        self.video = video
        self.name = name
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("name", self.name)
        form.append("video", file: self.video)
        return form
    }
}
