// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for adding a user to a group.
///
/// - Schema: `#/components/schemas/CreateGroupUserBody`
public nonisolated struct CreateGroupUserBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the user to add to the group.
    public var userID: String

    public init(
        userID: String
    ) {
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.userID, forKey: "user_id")
    }
}
