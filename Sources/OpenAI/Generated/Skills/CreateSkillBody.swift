// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Uploads a skill either as a directory (multipart `files[]`) or as a single zip file.
///
/// - Schema: `#/components/schemas/CreateSkillBody`
public nonisolated struct CreateSkillBody: Equatable, Sendable, MultipartFormEncodable {
    public var files: [MultipartFile]?

    public init(
        files: [MultipartFile]? = nil
    ) {
        self.files = files
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.files {
            form.append("files", oneOrMore: value)
        }
        return form
    }
}
