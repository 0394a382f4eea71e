// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// What a request that names the profile must allow to get the relaxed safeguards of the profile's `active` tiers. A field reads `true` when at least one of those tiers has the requirement and Anthropic has not waived it on that tier for the profile. A request that does not meet a requirement is still served, without the relaxed safeguards of the tiers that have it. The values differ between profiles and can change, so read them rather than assuming them.
///
/// - Schema: `#/components/schemas/UserProfileCyberRequirements`
public nonisolated struct UserProfileCyberRequirements: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether Anthropic must be able to retain the request's inference data.
    public var dataRetention: Bool

    /// Whether Anthropic personnel must be allowed to review the data retained from the
    /// request.
    public var humanReview: Bool

    public init(
        dataRetention: Bool,
        humanReview: Bool
    ) {
        self.dataRetention = dataRetention
        self.humanReview = humanReview
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataRetention: .emptyValue,
            humanReview: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.dataRetention = try container.decodeRequired(Bool.self, forKey: "data_retention", in: decoder)
        self.humanReview = try container.decodeRequired(Bool.self, forKey: "human_review", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.dataRetention, forKey: "data_retention")
        try container.encode(self.humanReview, forKey: "human_review")
    }
}
