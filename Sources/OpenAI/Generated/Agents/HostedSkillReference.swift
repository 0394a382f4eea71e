// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill installed from the Skills API.
///
/// - Schema: `#/components/schemas/HostedSkillReference`
public nonisolated struct HostedSkillReference: Codable, Equatable, Sendable, EmptyDecodable {
    /// The installed skill description.
    public var description: String

    /// The installed skill name.
    public var name: String

    /// The referenced skill ID.
    public var skillID: String

    /// The type of the object. Always `skill_reference`.
    public var type: String

    /// The concrete skill version installed for this session.
    public var version: String

    public init(
        description: String,
        name: String,
        skillID: String,
        version: String
    ) {
        self.description = description
        self.name = name
        self.skillID = skillID
        self.type = "skill_reference"
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            name: .emptyValue,
            skillID: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "skill_reference")
        self.version = try container.decodeRequired(String.self, forKey: "version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.version, forKey: "version")
    }
}
