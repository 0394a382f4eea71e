// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Container parameters with skills to be loaded.
///
/// - Schema: `#/components/schemas/BetaContainerParams`
public struct BetaContainerParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Container id
    public var id: String?

    /// List of skills to load in the container
    public var skills: [BetaSkillParams]?

    public init(
        id: String? = nil,
        skills: [BetaSkillParams]? = nil
    ) {
        self.id = id
        self.skills = skills
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.skills = try container.decodeIfPresent([BetaSkillParams].self, forKey: "skills")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.skills, forKey: "skills")
    }
}
