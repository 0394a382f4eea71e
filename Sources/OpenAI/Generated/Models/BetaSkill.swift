// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaSkillReferenceParam`
public struct BetaSkillReferenceParam: Codable, Hashable, Sendable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "skill_reference"
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
