// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Skill`
public nonisolated struct Skill: Codable, Equatable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill was created.
    public var createdAt: String

    /// Human-readable, single-line label for the Skill.
    ///
    /// Maximum 255 characters. Always set: derived from the SKILL.md frontmatter `name`
    /// when omitted at creation. Not unique.
    public var displayName: String

    /// Unique identifier for the skill.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// ID of the newest Skill Version — what `latest` references resolve to.
    ///
    /// Always set: a Skill holds at least one version.
    public var latestVersionID: String

    /// Where the Skill comes from.
    ///
    /// Possible values:
    ///
    /// - `"custom"`: authored by the platform user; private to their workspace
    /// - `"anthropic"`: published by Anthropic; shared and read-only
    /// - `"anthropic_example"`: Anthropic-published sample Skill
    /// - `"plugin"`: resolved from an installed plugin
    public var source: SkillSource

    /// Object type.
    ///
    /// For Skills, this is always `"skill"`.
    public var type: String

    /// ISO 8601 timestamp of when the skill was last updated.
    public var updatedAt: String

    public init(
        createdAt: String,
        displayName: String,
        id: String,
        latestVersionID: String,
        source: SkillSource,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.latestVersionID = latestVersionID
        self.source = source
        self.type = "skill"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            displayName: .emptyValue,
            id: .emptyValue,
            latestVersionID: .emptyValue,
            source: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.latestVersionID = try container.decodeRequired(String.self, forKey: "latest_version_id", in: decoder)
        self.source = try container.decodeRequired(SkillSource.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "skill")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.latestVersionID, forKey: "latest_version_id")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
