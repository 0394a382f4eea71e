// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillSkillReference`
public nonisolated struct ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillSkillReference: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the referenced skill.
    public var skillID: String

    /// References a skill created with the /v1/skills endpoint.
    public var type: String

    /// Optional skill version. Use a positive integer or 'latest'. Omit for default.
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

nonisolated extension NullableMember where Owner == ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillSkillReference {
    public static var version: Self { Self("version") }
}
