// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for creating a new group in the organization.
///
/// - Schema: `#/components/schemas/CreateGroupBody`
public struct CreateGroupBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Human readable name for the group.
    public var name: String

    public init(
        name: String
    ) {
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
    }
}

/// Request payload for adding a user to a group.
///
/// - Schema: `#/components/schemas/CreateGroupUserBody`
public struct CreateGroupUserBody: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.userID = try container.decodeRequired(String.self, forKey: .userID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.userID, forKey: .userID)
    }
}
