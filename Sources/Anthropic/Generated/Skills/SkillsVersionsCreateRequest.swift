// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct SkillsVersionsCreateRequest: Equatable, Sendable, MultipartFormEncodable {
    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md
    /// file at the root of that directory.
    public var files: [MultipartFile]

    public init(
        files: [MultipartFile]
    ) {
        self.files = files
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("files", files: self.files, style: .brackets)
        return form
    }
}
