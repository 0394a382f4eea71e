// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One flagged message of a review case.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewTranscript`
public nonisolated struct BetaComplianceReviewTranscript: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the flagged message.
    public var itemID: String

    /// The ID of the user profile that the message belongs to.
    ///
    /// Null when the message belongs to none, or when the profile can no longer be
    /// looked up.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        itemID: String,
        userProfileID: String? = nil
    ) {
        self.itemID = itemID
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewTranscript {
    public static var userProfileID: Self { Self("user_profile_id") }
}
