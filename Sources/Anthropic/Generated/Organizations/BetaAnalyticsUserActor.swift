// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsUserActor`
public nonisolated struct BetaAnalyticsUserActor: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// True when the account has been deleted, or when the user is no longer a member
    /// of the organization or its associated organizations (for example, their
    /// membership was removed or they were deprovisioned via your identity provider).
    /// `email_address` stays populated for removed users and is null when the account
    /// has been deleted. `name` follows the rules described on that field. The
    /// `user_id` is still populated for reconciliation.
    public var deleted: Bool

    /// The user's email address, including for users who are no longer members of the
    /// organization or its associated organizations. Null when the account has been
    /// deleted (check `deleted`) and for system-minted service accounts, which have no
    /// person's mailbox behind them (check `name`).
    public var emailAddress: String?

    /// The user's full name.
    ///
    /// Null when the user has not set a name. Returns `"Deleted User"` when the account
    /// itself has been deleted, or when the user is no longer a member of the
    /// organization or its associated organizations and the organization has chosen to
    /// hide the names of removed users. Otherwise, the name stays populated for removed
    /// users. Rows for system-minted service accounts render the service name (for
    /// example, `"Claude Security"`) or null.
    public var name: String?

    /// Actor type. Always `"user_actor"`.
    public var type: String

    /// Tagged user ID.
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

nonisolated extension NullableMember where Owner == BetaAnalyticsUserActor {
    public static var emailAddress: Self { Self("email_address") }
    public static var name: Self { Self("name") }
}
