// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillListResource`
public struct SkillListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items
    public var data: [SkillResource]

    public var firstID: String?

    public var lastID: String?

    /// Whether there are more items available.
    public var hasMore: Bool

    public init(
        data: [SkillResource],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([SkillResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/SkillReferenceParam`
public struct SkillReferenceParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// References a skill created with the /v1/skills endpoint.
    public var type: String

    /// The ID of the referenced skill.
    public var skillID: String

    /// Optional skill version. Use a positive integer or 'latest'. Omit for default.
    public var version: String?

    public init(
        skillID: String,
        version: String? = nil
    ) {
        self.type = "skill_reference"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "skill_reference")
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: .version)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encodeIfPresent(self.version, forKey: .version)
    }
}

/// - Schema: `#/components/schemas/SkillResource`
public struct SkillResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case name
        case description
        case createdAt = "created_at"
        case defaultVersion = "default_version"
        case latestVersion = "latest_version"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "skill")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.defaultVersion = try container.decodeRequired(String.self, forKey: .defaultVersion, in: decoder)
        self.latestVersion = try container.decodeRequired(String.self, forKey: .latestVersion, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.defaultVersion, forKey: .defaultVersion)
        try container.encode(self.latestVersion, forKey: .latestVersion)
    }
}

/// - Schema: `#/components/schemas/SkillVersionListResource`
public struct SkillVersionListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items
    public var data: [SkillVersionResource]

    public var firstID: String?

    public var lastID: String?

    /// Whether there are more items available.
    public var hasMore: Bool

    public init(
        data: [SkillVersionResource],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([SkillVersionResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/SkillVersionResource`
public struct SkillVersionResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case skillID = "skill_id"
        case version
        case createdAt = "created_at"
        case name
        case description
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "skill.version")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encode(self.version, forKey: .version)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
    }
}
