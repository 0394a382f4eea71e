// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Role assignment linking a group to a role.
///
/// - Schema: `#/components/schemas/GroupRoleAssignment`
public nonisolated struct GroupRoleAssignment: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `group.role`.
    public var object: String

    public var group: APIGroup

    public var role: OpenAIAdmin.Role

    public init(
        group: APIGroup,
        role: OpenAIAdmin.Role
    ) {
        self.object = "group.role"
        self.group = group
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            group: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "group.role")
        self.group = try container.decodeRequired(APIGroup.self, forKey: "group", in: decoder)
        self.role = try container.decodeRequired(OpenAIAdmin.Role.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.group, forKey: "group")
        try container.encode(self.role, forKey: "role")
    }
}
