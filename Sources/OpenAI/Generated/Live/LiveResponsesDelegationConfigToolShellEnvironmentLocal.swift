// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolShellEnvironmentLocal`
public struct LiveResponsesDelegationConfigToolShellEnvironmentLocal: Codable, Equatable, Sendable, EmptyDecodable {
    /// An optional list of skills.
    public var skills: [LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill]?

    /// Use a local computer environment.
    public var type: String

    public init(
        skills: [LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill]? = nil
    ) {
        self.skills = skills
        self.type = "local"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.skills = try container.decodeIfPresent([LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "local")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}
