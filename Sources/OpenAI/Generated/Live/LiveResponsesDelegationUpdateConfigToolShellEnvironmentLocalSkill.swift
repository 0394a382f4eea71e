// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolShellEnvironmentLocalSkill`
public nonisolated struct LiveResponsesDelegationUpdateConfigToolShellEnvironmentLocalSkill: Codable, Equatable, Sendable, EmptyDecodable {
    /// The description of the skill.
    public var description: String

    /// The name of the skill.
    public var name: String

    /// The path to the directory containing the skill.
    public var path: String

    public init(
        description: String,
        name: String,
        path: String
    ) {
        self.description = description
        self.name = name
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            name: .emptyValue,
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.path, forKey: "path")
    }
}
