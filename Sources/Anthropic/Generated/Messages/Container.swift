// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Information about the container used in the request (for the code execution tool)
///
/// - Schema: `#/components/schemas/Container`
public nonisolated struct Container: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The time at which the container will expire.
    public var expiresAt: String

    /// Identifier for the container used in this request
    public var id: String

    /// Skills loaded in the container
    public var skills: [ContainerSkill]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        expiresAt: String,
        id: String,
        skills: [ContainerSkill]? = nil
    ) {
        self.expiresAt = expiresAt
        self.id = id
        self.skills = skills
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expiresAt: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.skills = try container.decodeIfPresent([ContainerSkill].self, forKey: "skills")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.skills, forKey: "skills")
    }
}

nonisolated extension NullableMember where Owner == AnthropicMessages.Container {
    public static var skills: Self { Self("skills") }
}
