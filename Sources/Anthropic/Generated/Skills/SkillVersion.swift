// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillVersion`
public nonisolated struct SkillVersion: Codable, Equatable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill was created.
    public var createdAt: String

    /// Description of the skill version.
    ///
    /// This is extracted from the SKILL.md file in the skill upload.
    public var description: String

    /// Unique identifier for this Skill Version.
    ///
    /// The id addresses the version in paths and pins it in references.
    public var id: String

    /// The Skill's immutable kebab-case slug, set at creation from the first upload's
    /// SKILL.md frontmatter `name` (or its enclosing directory). Every later upload
    /// must resolve to the same value. Also the top-level directory of the Skill's
    /// mounted files and the base name of a downloaded archive.
    public var name: String

    /// Unique identifier for the skill.
    ///
    /// The format and length of IDs may change over time.
    public var skillID: String

    /// Object type.
    ///
    /// For Skill Versions, this is always `"skill_version"`.
    public var type: String

    public init(
        createdAt: String,
        description: String,
        id: String,
        name: String,
        skillID: String
    ) {
        self.createdAt = createdAt
        self.description = description
        self.id = id
        self.name = name
        self.skillID = skillID
        self.type = "skill_version"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            description: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            skillID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "skill_version")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.type, forKey: "type")
    }
}
