// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user within the organization.
///
/// `name` and `email_address` are
/// null when the underlying account is unavailable or has been deleted;
/// `deleted` is true only for deleted accounts.
///
/// - Schema: `#/components/schemas/SpendLimitUserActor`
public nonisolated struct SpendLimitUserActor: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// True only when the underlying account has been deleted.
    public var deleted: Bool

    /// The user's email address.
    ///
    /// Null when the account is unavailable or has been deleted.
    public var emailAddress: String?

    /// The user's current display name.
    ///
    /// Null when the account is unavailable, has been deleted, or has no name set.
    public var name: String?

    /// Actor type. Always `user_actor`.
    public var type: String

    /// Tagged ID of the user.
    public var userID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        deleted: Bool,
        userID: String,
        emailAddress: String? = nil,
        name: String? = nil
    ) {
        self.deleted = deleted
        self.emailAddress = emailAddress
        self.name = name
        self.type = "user_actor"
        self.userID = userID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
        self.emailAddress = try container.decodeIfPresent(String.self, forKey: "email_address")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_actor")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.deleted, forKey: "deleted")
        try container.encodeIfPresent(self.emailAddress, forKey: "email_address")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == SpendLimitUserActor {
    public static var emailAddress: Self { Self("email_address") }
    public static var name: Self { Self("name") }
}
