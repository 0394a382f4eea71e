// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillResource`
public nonisolated struct SkillResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for the skill.
    public var id: String

    /// The object type, which is `skill`.
    public var object: String

    /// Name of the skill.
    public var name: String

    /// Description of the skill.
    public var description: String

    /// Unix timestamp (seconds) for when the skill was created.
    public var createdAt: Int

    /// Default version for the skill.
    public var defaultVersion: String

    /// Latest version for the skill.
    public var latestVersion: String

    public init(
        id: String,
        name: String,
        description: String,
        createdAt: Int,
        defaultVersion: String,
        latestVersion: String
    ) {
        self.id = id
        self.object = "skill"
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.defaultVersion = defaultVersion
        self.latestVersion = latestVersion
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            description: .emptyValue,
            createdAt: .emptyValue,
            defaultVersion: .emptyValue,
            latestVersion: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "skill")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.defaultVersion = try container.decodeRequired(String.self, forKey: "default_version", in: decoder)
        self.latestVersion = try container.decodeRequired(String.self, forKey: "latest_version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.defaultVersion, forKey: "default_version")
        try container.encode(self.latestVersion, forKey: "latest_version")
    }
}
