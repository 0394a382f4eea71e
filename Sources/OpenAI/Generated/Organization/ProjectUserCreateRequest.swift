// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectUserCreateRequest`
public nonisolated struct ProjectUserCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the user.
    public var userID: String?

    /// Email of the user to add.
    public var email: String?

    /// `owner` or `member`
    public var role: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        role: String,
        userID: String? = nil,
        email: String? = nil
    ) {
        self.userID = userID
        self.email = email
        self.role = role
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.email, forKey: "email")
        try container.encode(self.role, forKey: "role")
    }
}

nonisolated extension NullableMember where Owner == ProjectUserCreateRequest {
    public static var userID: Self { Self("user_id") }
    public static var email: Self { Self("email") }
}
