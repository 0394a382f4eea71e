// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Declares which organization is billed for the request.
///
/// - Schema: `#/components/schemas/BetaBillingPolicyParam`
public nonisolated struct BetaBillingPolicyParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Who is billed.
    ///
    /// `self`, the default, bills your organization, as if `billing_policy` were
    /// omitted. `user_profile` bills the customer behind the user profile the request
    /// names; if that customer has not linked an Anthropic organization to the profile,
    /// or has not allowed your organization to bill it, the request is rejected rather
    /// than billed to you.
    public var billTo: BetaBillTo?

    public var type: String

    public init(
        billTo: BetaBillTo? = nil
    ) {
        self.billTo = billTo
        self.type = "billing_policy"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.billTo = try container.decodeIfPresent(BetaBillTo.self, forKey: "bill_to")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "billing_policy")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.billTo, forKey: "bill_to")
        try container.encode(self.type, forKey: "type")
    }
}
