// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Role assignment linking a user to a role.
///
/// - Schema: `#/components/schemas/UserRoleAssignment`
public nonisolated struct UserRoleAssignment: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `user.role`.
    public var object: String

    public var user: User

    public var role: OpenAIAdmin.Role

    public init(
        user: User,
        role: OpenAIAdmin.Role
    ) {
        self.object = "user.role"
        self.user = user
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            user: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "user.role")
        self.user = try container.decodeRequired(User.self, forKey: "user", in: decoder)
        self.role = try container.decodeRequired(OpenAIAdmin.Role.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.user, forKey: "user")
        try container.encode(self.role, forKey: "role")
    }
}
