// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationSpendLimitsIncreaseRequestsApproveRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// New per-user spend limit as a non-negative integer decimal string (minor units).
    public var amount: String

    public var period: SpendLimitPeriod?

    public var suppressNotification: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        amount: String,
        period: SpendLimitPeriod? = nil,
        suppressNotification: Bool? = nil
    ) {
        self.amount = amount
        self.period = period
        self.suppressNotification = suppressNotification
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.period, forKey: "period")
        try container.encodeIfPresent(self.suppressNotification, forKey: "suppress_notification")
    }
}

nonisolated extension NullableMember where Owner == OrganizationSpendLimitsIncreaseRequestsApproveRequest {
    public static var period: Self { Self("period") }
}
