// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationUser`
public nonisolated struct OrganizationUser: Codable, Equatable, Sendable, EmptyDecodable {
    /// RFC 3339 datetime string indicating when the User joined the Organization.
    public var addedAt: String

    /// Email of the User.
    public var email: String

    /// ID of the User.
    public var id: String

    /// Name of the User.
    public var name: String

    /// Organization role of the User.
    public var role: AnthropicAdmin.OrganizationRole

    /// Object type.
    ///
    /// For Users, this is always `"user"`.
    public var type: String

    public init(
        addedAt: String,
        email: String,
        id: String,
        name: String,
        role: AnthropicAdmin.OrganizationRole
    ) {
        self.addedAt = addedAt
        self.email = email
        self.id = id
        self.name = name
        self.role = role
        self.type = "user"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            addedAt: .emptyValue,
            email: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.addedAt = try container.decodeRequired(String.self, forKey: "added_at", in: decoder)
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.role = try container.decodeRequired(AnthropicAdmin.OrganizationRole.self, forKey: "role", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.addedAt, forKey: "added_at")
        try container.encode(self.email, forKey: "email")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.type, forKey: "type")
    }
}
