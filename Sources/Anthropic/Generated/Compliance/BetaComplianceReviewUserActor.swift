// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A signed-in user.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewUserActor`
public nonisolated struct BetaComplianceReviewUserActor: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The user's email address.
    ///
    /// Set only for a current member of an organization that the API key can read.
    public var emailAddress: String?

    public var type: String

    /// The ID of the user (`user_...`).
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

nonisolated extension NullableMember where Owner == BetaComplianceReviewUserActor {
    public static var emailAddress: Self { Self("email_address") }
}
