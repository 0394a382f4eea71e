// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual user in a project.
///
/// - Schema: `#/components/schemas/ProjectUser`
public nonisolated struct ProjectUser: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object type, which is always `organization.project.user`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the user
    public var name: String?

    /// The email address of the user
    public var email: String?

    /// `owner` or `member`
    public var role: String

    /// The Unix timestamp (in seconds) of when the project was added.
    public var addedAt: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        role: String,
        addedAt: Int,
        name: String? = nil,
        email: String? = nil
    ) {
        self.object = "organization.project.user"
        self.id = id
        self.name = name
        self.email = email
        self.role = role
        self.addedAt = addedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            role: .emptyValue,
            addedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.user")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
        self.addedAt = try container.decodeRequired(Int.self, forKey: "added_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.email, forKey: "email")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.addedAt, forKey: "added_at")
    }
}

nonisolated extension NullableMember where Owner == ProjectUser {
    public static var name: Self { Self("name") }
    public static var email: Self { Self("email") }
}
