// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LocalEnvironmentParam`
public nonisolated struct LocalEnvironmentParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Use a local computer environment.
    public var type: String

    /// An optional list of skills.
    public var skills: [LocalSkillParam]?

    public init(
        skills: [LocalSkillParam]? = nil
    ) {
        self.type = "local"
        self.skills = skills
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "local")
        self.skills = try container.decodeIfPresent([LocalSkillParam].self, forKey: "skills")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.skills, forKey: "skills")
    }
}
