// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Body_create_skill_v1_skills_post
///
/// - Schema: `#/components/schemas/BetaBody_create_skill_v1_skills_post`
public nonisolated struct BetaBody_create_skill_v1_skills_post: Equatable, Sendable, MultipartFormEncodable {
    /// Display title for the skill.
    ///
    /// This is a human-readable label that is not included in the prompt sent to the model.
    public var displayTitle: String?

    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
    public var files: [MultipartFile]?

    /// Human-readable, single-line label for the Skill. Maximum 255 characters. Always
    /// set: derived from the SKILL.md frontmatter `name` when omitted at creation. Not
    /// unique.
    public var displayName: String?

    public init(
        displayTitle: String? = nil,
        files: [MultipartFile]? = nil,
        displayName: String? = nil
    ) {
        self.displayTitle = displayTitle
        self.files = files
        self.displayName = displayName
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.displayName {
            form.append("display_name", value)
        }
        if let value = self.displayTitle {
            form.append("display_title", value)
        }
        if let value = self.files {
            form.append("files", files: value, style: .brackets)
        }
        return form
    }
}
