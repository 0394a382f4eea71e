// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Container parameters with skills to be loaded.
///
/// - Schema: `#/components/schemas/BetaContainerParams`
public nonisolated struct BetaContainerParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Container id
    public var id: String?

    /// List of skills to load in the container
    public var skills: [BetaSkillParams]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String? = nil,
        skills: [BetaSkillParams]? = nil
    ) {
        self.id = id
        self.skills = skills
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.skills = try container.decodeIfPresent([BetaSkillParams].self, forKey: "skills")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.skills, forKey: "skills")
    }
}

nonisolated extension NullableMember where Owner == BetaContainerParams {
    public static var id: Self { Self("id") }
    public static var skills: Self { Self("skills") }
}
