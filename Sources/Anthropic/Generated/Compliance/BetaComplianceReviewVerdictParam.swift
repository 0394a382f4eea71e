// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Your conclusion on one message of a review case.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewVerdictParam`
public nonisolated struct BetaComplianceReviewVerdictParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Your conclusion on this message.
    public var determination: BetaComplianceReviewDetermination

    /// The `item_id` of one of the case's `transcripts`.
    public var itemID: String

    /// The policy category that this message violated, from the values that the
    /// request's `policy_categories` accepts. Optional with `violation`. Leave it out
    /// with `no_violation`.
    public var policyCategory: BetaComplianceReviewViolatedPolicyCategory?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        determination: BetaComplianceReviewDetermination,
        itemID: String,
        policyCategory: BetaComplianceReviewViolatedPolicyCategory? = nil
    ) {
        self.determination = determination
        self.itemID = itemID
        self.policyCategory = policyCategory
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            determination: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.determination = try container.decodeRequired(BetaComplianceReviewDetermination.self, forKey: "determination", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.policyCategory = try container.decodeIfPresent(BetaComplianceReviewViolatedPolicyCategory.self, forKey: "policy_category")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.determination, forKey: "determination")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.policyCategory, forKey: "policy_category")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewVerdictParam {
    public static var policyCategory: Self { Self("policy_category") }
}
