// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// DeleteSkillVersionResponse
///
/// - Schema: `#/components/schemas/BetaDeleteSkillVersionResponse`
public nonisolated struct BetaDeleteSkillVersionResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Version identifier for the skill.
    ///
    /// Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
    public var id: String

    /// Deleted object type.
    ///
    /// For Skill Versions, this is always `"skill_version_deleted"`.
    public var type: String

    public init(
        id: String,
        type: String
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
