// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A resolved user-created custom skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomSkill`
public nonisolated struct BetaManagedAgentsCustomSkill: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var skillID: String

    public var version: String

    public init(
        skillID: String,
        version: String
    ) {
        self.type = "custom"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: "version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.version, forKey: "version")
    }
}
