// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct SkillsCreateRequest: Equatable, Sendable, MultipartFormEncodable {
    /// Human-readable, single-line label for the Skill. Maximum 255 characters. Always
    /// set: derived from the SKILL.md frontmatter `name` when omitted at creation. Not
    /// unique.
    public var displayName: String?

    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md
    /// file at the root of that directory.
    public var files: [MultipartFile]

    public init(
        files: [MultipartFile],
        displayName: String? = nil
    ) {
        self.displayName = displayName
        self.files = files
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.displayName {
            form.append("display_name", value)
        }
        form.append("files", files: self.files, style: .brackets)
        return form
    }
}
