// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolShellEnvironmentLocal`
public nonisolated struct LiveResponsesDelegationConfigToolShellEnvironmentLocal: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// An optional list of skills.
    public var skills: [LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill]?

    /// Use a local computer environment.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        skills: [LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill]? = nil
    ) {
        self.skills = skills
        self.type = "local"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.skills = try container.decodeIfPresent([LiveResponsesDelegationConfigToolShellEnvironmentLocalSkill].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "local")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigToolShellEnvironmentLocal {
    public static var skills: Self { Self("skills") }
}
