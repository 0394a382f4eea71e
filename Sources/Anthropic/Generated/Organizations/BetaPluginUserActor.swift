// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginUserActor`
public nonisolated struct BetaPluginUserActor: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The member's email address; may be null, for example when they are no longer a
    /// member of the organization.
    public var emailAddress: String?

    /// A member of the organization.
    public var type: String

    /// The member's User ID.
    public var userID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        userID: String,
        emailAddress: String? = nil
    ) {
        self.emailAddress = emailAddress
        self.type = "user_actor"
        self.userID = userID
        self.nullNames = []
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
        self.emailAddress = try container.decodeIfPresent(String.self, forKey: "email_address")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_actor")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.emailAddress, forKey: "email_address")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginUserActor {
    public static var emailAddress: Self { Self("email_address") }
}
