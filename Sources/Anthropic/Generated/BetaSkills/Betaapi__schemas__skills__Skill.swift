// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Skill
///
/// - Schema: `#/components/schemas/Betaapi__schemas__skills__Skill`
public nonisolated struct Betaapi__schemas__skills__Skill: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayTitle = try container.decodeIfPresent(String.self, forKey: "display_title")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.latestVersion = try container.decodeIfPresent(String.self, forKey: "latest_version")
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.displayTitle, forKey: "display_title")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.latestVersion, forKey: "latest_version")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
