// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Information about the container used in the request (for the code execution tool)
///
/// - Schema: `#/components/schemas/BetaContainer`
public nonisolated struct BetaContainer: Codable, Equatable, Sendable, EmptyDecodable {
    /// The time at which the container will expire.
    public var expiresAt: String

    /// Identifier for the container used in this request
    public var id: String

    /// Skills loaded in the container
    public var skills: [BetaSkill]?

    public init(
        expiresAt: String,
        id: String,
        skills: [BetaSkill]?
    ) {
        self.expiresAt = expiresAt
        self.id = id
        self.skills = skills
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expiresAt: .emptyValue,
            id: .emptyValue,
            skills: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.skills = try container.decodeIfPresent([BetaSkill].self, forKey: "skills")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.skills, forKey: "skills")
    }
}
