// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for granting a group access to a project.
///
/// - Schema: `#/components/schemas/InviteProjectGroupBody`
public nonisolated struct InviteProjectGroupBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the group to add to the project.
    public var groupID: String

    /// Identifier of the project role to grant to the group.
    public var role: String

    public init(
        groupID: String,
        role: String
    ) {
        self.groupID = groupID
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            groupID: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.groupID = try container.decodeRequired(String.self, forKey: "group_id", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.groupID, forKey: "group_id")
        try container.encode(self.role, forKey: "role")
    }
}
