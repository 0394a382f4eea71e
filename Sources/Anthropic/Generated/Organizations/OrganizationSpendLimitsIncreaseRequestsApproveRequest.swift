// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct OrganizationSpendLimitsIncreaseRequestsApproveRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// New per-user spend limit as a non-negative integer decimal string (minor units).
    public var amount: String

    public var period: SpendLimitPeriod?

    public var suppressNotification: Bool?

    public init(
        amount: String,
        period: SpendLimitPeriod? = nil,
        suppressNotification: Bool? = nil
    ) {
        self.amount = amount
        self.period = period
        self.suppressNotification = suppressNotification
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            amount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.amount = try container.decodeRequired(String.self, forKey: "amount", in: decoder)
        self.period = try container.decodeIfPresent(SpendLimitPeriod.self, forKey: "period")
        self.suppressNotification = try container.decodeIfPresent(Bool.self, forKey: "suppress_notification")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.period, forKey: "period")
        try container.encodeIfPresent(self.suppressNotification, forKey: "suppress_notification")
    }
}
