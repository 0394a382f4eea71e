// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// GetSkillVersionResponse
///
/// - Schema: `#/components/schemas/BetaGetSkillVersionResponse`
public nonisolated struct BetaGetSkillVersionResponse: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.directory = try container.decodeRequired(String.self, forKey: "directory", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: "version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.directory, forKey: "directory")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.version, forKey: "version")
    }
}
