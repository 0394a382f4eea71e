// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Body_create_skill_v1_skills_post
///
/// - Schema: `#/components/schemas/BetaBody_create_skill_v1_skills_post`
public struct BetaBody_create_skill_v1_skills_post: Codable, Hashable, Sendable {
    /// Display title for the skill.
    ///
    /// This is a human-readable label that is not included in the prompt sent to the model.
    public var displayTitle: String?

    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
    public var files: [String]?

    public init(
        displayTitle: String? = nil,
        files: [String]? = nil
    ) {
        self.displayTitle = displayTitle
        self.files = files
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case displayTitle = "display_title"
        case files
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.displayTitle = try container.decodeIfPresent(String.self, forKey: .displayTitle)
        self.files = try container.decodeIfPresent([String].self, forKey: .files)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.displayTitle, forKey: .displayTitle)
        try container.encodeIfPresent(self.files, forKey: .files)
    }
}

/// Body_create_skill_version_v1_skills__skill_id__versions_post
///
/// - Schema: `#/components/schemas/BetaBody_create_skill_version_v1_skills__skill_id__versions_post`
public struct BetaBody_create_skill_version_v1_skills__skill_id__versions_post: Codable, Hashable, Sendable {
    /// Files to upload for the skill.
    ///
    /// All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
    public var files: [String]?

    public init(
        files: [String]? = nil
    ) {
        self.files = files
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case files
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.files = try container.decodeIfPresent([String].self, forKey: .files)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.files, forKey: .files)
    }
}
