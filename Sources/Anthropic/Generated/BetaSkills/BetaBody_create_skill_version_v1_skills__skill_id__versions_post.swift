// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Body_create_skill_version_v1_skills__skill_id__versions_post
///
/// - Schema: `#/components/schemas/BetaBody_create_skill_version_v1_skills__skill_id__versions_post`
public nonisolated struct BetaBody_create_skill_version_v1_skills__skill_id__versions_post: Equatable, Sendable, MultipartFormEncodable {
    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
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
            form.append("files", files: value, style: .brackets)
        }
        return form
    }
}
