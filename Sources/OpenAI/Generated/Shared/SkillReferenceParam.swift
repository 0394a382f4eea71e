// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillReferenceParam`
public nonisolated struct SkillReferenceParam: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "skill_reference")
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: "version")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encodeIfPresent(self.version, forKey: "version")
    }
}
