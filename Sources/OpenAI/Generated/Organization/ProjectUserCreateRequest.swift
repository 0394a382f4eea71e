// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectUserCreateRequest`
public struct ProjectUserCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the user.
    public var userID: String?

    /// Email of the user to add.
    public var email: String?

    /// `owner` or `member`
    public var role: String

    public init(
        role: String,
        userID: String? = nil,
        email: String? = nil
    ) {
        self.userID = userID
        self.email = email
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.email, forKey: "email")
        try container.encode(self.role, forKey: "role")
    }
}
