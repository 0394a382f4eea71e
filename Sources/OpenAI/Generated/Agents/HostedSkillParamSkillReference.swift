// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References a skill uploaded through the Skills API.
///
/// - Schema: `#/components/schemas/HostedSkillParamSkillReference`
public nonisolated struct HostedSkillParamSkillReference: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the skill created through `/v1/skills`.
    public var skillID: String

    /// The type of the object. Always `skill_reference`.
    public var type: String

    /// The skill version, a positive integer or `latest`; omission selects the default.
    public var version: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        skillID: String,
        version: String? = nil
    ) {
        self.skillID = skillID
        self.type = "skill_reference"
        self.version = version
        self.nullNames = []
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
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "skill_reference")
        self.version = try container.decodeIfPresent(String.self, forKey: "version")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.version, forKey: "version")
    }
}

nonisolated extension NullableMember where Owner == HostedSkillParamSkillReference {
    public static var version: Self { Self("version") }
}
