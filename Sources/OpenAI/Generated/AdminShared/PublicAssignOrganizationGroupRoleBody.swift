// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for assigning a role to a group or user.
///
/// - Schema: `#/components/schemas/PublicAssignOrganizationGroupRoleBody`
public nonisolated struct PublicAssignOrganizationGroupRoleBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the role to assign.
    public var roleID: String

    public init(
        roleID: String
    ) {
        self.roleID = roleID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            roleID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.roleID = try container.decodeRequired(String.self, forKey: "role_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.roleID, forKey: "role_id")
    }
}
