// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after adding a user to a group.
///
/// - Schema: `#/components/schemas/GroupUserAssignment`
public nonisolated struct GroupUserAssignment: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `group.user`.
    public var object: String

    /// Identifier of the user that was added.
    public var userID: String

    /// Identifier of the group the user was added to.
    public var groupID: String

    public init(
        userID: String,
        groupID: String
    ) {
        self.object = "group.user"
        self.userID = userID
        self.groupID = groupID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue,
            groupID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "group.user")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
        self.groupID = try container.decodeRequired(String.self, forKey: "group_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.userID, forKey: "user_id")
        try container.encode(self.groupID, forKey: "group_id")
    }
}
