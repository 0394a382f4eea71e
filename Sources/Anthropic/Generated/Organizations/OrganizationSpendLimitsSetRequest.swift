// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationSpendLimitsSetRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Limit amount as a non-negative integer decimal string in the minor unit of the
    /// organization's billing currency (cents for USD): "50000" is $500.00. `null` sets
    /// an explicit no-limit override for this scope and `period` only — each period
    /// resolves independently, so caps for other periods still apply.
    public var amount: String?

    public var period: SpendLimitPeriod?

    /// What the limit applies to. Claude Enterprise organizations set `user` limits.
    /// Claude Console organizations set `organization` and `workspace` limits. Any
    /// other combination returns 400. Setting `organization` and `workspace` limits
    /// through the API is in an early access preview. To request access, contact your
    /// Anthropic account team.
    public var scope: SpendLimitSetParamsScope

    public init(
        amount: String?,
        scope: SpendLimitSetParamsScope,
        period: SpendLimitPeriod? = nil
    ) {
        self.amount = amount
        self.period = period
        self.scope = scope
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            amount: nil,
            scope: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.amount = try container.decodeIfPresent(String.self, forKey: "amount")
        self.period = try container.decodeIfPresent(SpendLimitPeriod.self, forKey: "period")
        self.scope = try container.decodeRequired(SpendLimitSetParamsScope.self, forKey: "scope", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.period, forKey: "period")
        try container.encode(self.scope, forKey: "scope")
    }
}
