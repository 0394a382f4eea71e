// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// GetSkillResponse
///
/// - Schema: `#/components/schemas/BetaGetSkillResponse`
public struct BetaGetSkillResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill was created.
    public var createdAt: String

    /// Display title for the skill.
    ///
    /// This is a human-readable label that is not included in the prompt sent to the model.
    public var displayTitle: String?

    /// Unique identifier for the skill.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// The latest version identifier for the skill.
    ///
    /// This represents the most recent version of the skill that has been created.
    public var latestVersion: String?

    /// Source of the skill.
    ///
    /// This may be one of the following values:
    /// * `"custom"`: the skill was created by a user
    /// * `"anthropic"`: the skill was created by Anthropic
    public var source: String

    /// Object type.
    ///
    /// For Skills, this is always `"skill"`.
    public var type: String

    /// ISO 8601 timestamp of when the skill was last updated.
    public var updatedAt: String

    public init(
        createdAt: String,
        displayTitle: String?,
        id: String,
        latestVersion: String?,
        source: String,
        type: String,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.displayTitle = displayTitle
        self.id = id
        self.latestVersion = latestVersion
        self.source = source
        self.type = type
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            displayTitle: nil,
            id: .emptyValue,
            latestVersion: nil,
            source: .emptyValue,
            type: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case displayTitle = "display_title"
        case id
        case latestVersion = "latest_version"
        case source
        case type
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.displayTitle = try container.decodeIfPresent(String.self, forKey: .displayTitle)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.latestVersion = try container.decodeIfPresent(String.self, forKey: .latestVersion)
        self.source = try container.decodeRequired(String.self, forKey: .source, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
        self.updatedAt = try container.decodeRequired(String.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.displayTitle, forKey: .displayTitle)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.latestVersion, forKey: .latestVersion)
        try container.encode(self.source, forKey: .source)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// GetSkillVersionResponse
///
/// - Schema: `#/components/schemas/BetaGetSkillVersionResponse`
public struct BetaGetSkillVersionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ISO 8601 timestamp of when the skill version was created.
    public var createdAt: String

    /// Description of the skill version.
    ///
    /// This is extracted from the SKILL.md file in the skill upload.
    public var description: String

    /// Directory name of the skill version.
    ///
    /// This is the top-level directory name that was extracted from the uploaded files.
    public var directory: String

    /// Unique identifier for the skill version.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// Human-readable name of the skill version.
    ///
    /// This is extracted from the SKILL.md file in the skill upload.
    public var name: String

    /// Identifier for the skill that this version belongs to.
    public var skillID: String

    /// Object type.
    ///
    /// For Skill Versions, this is always `"skill_version"`.
    public var type: String

    /// Version identifier for the skill.
    ///
    /// Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
    public var version: String

    public init(
        createdAt: String,
        description: String,
        directory: String,
        id: String,
        name: String,
        skillID: String,
        type: String,
        version: String
    ) {
        self.createdAt = createdAt
        self.description = description
        self.directory = directory
        self.id = id
        self.name = name
        self.skillID = skillID
        self.type = type
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            description: .emptyValue,
            directory: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            skillID: .emptyValue,
            type: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case description
        case directory
        case id
        case name
        case skillID = "skill_id"
        case type
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.directory = try container.decodeRequired(String.self, forKey: .directory, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.directory, forKey: .directory)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.version, forKey: .version)
    }
}
