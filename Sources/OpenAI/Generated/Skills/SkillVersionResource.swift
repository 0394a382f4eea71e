// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillVersionResource`
public nonisolated struct SkillVersionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is `skill.version`.
    public var object: String

    /// Unique identifier for the skill version.
    public var id: String

    /// Identifier of the skill for this version.
    public var skillID: String

    /// Version number for this skill.
    public var version: String

    /// Unix timestamp (seconds) for when the version was created.
    public var createdAt: Int

    /// Name of the skill version.
    public var name: String

    /// Description of the skill version.
    public var description: String

    public init(
        id: String,
        skillID: String,
        version: String,
        createdAt: Int,
        name: String,
        description: String
    ) {
        self.object = "skill.version"
        self.id = id
        self.skillID = skillID
        self.version = version
        self.createdAt = createdAt
        self.name = name
        self.description = description
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            skillID: .emptyValue,
            version: .emptyValue,
            createdAt: .emptyValue,
            name: .emptyValue,
            description: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "skill.version")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: "version", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.version, forKey: "version")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
    }
}
