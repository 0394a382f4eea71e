// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-member effective-limit report row (`GET /spend_limits/effective`).
///
/// - Schema: `#/components/schemas/SpendSummary`
public nonisolated struct SpendSummary: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var actor: SpendSummaryActor

    /// Effective limit amount as a non-negative integer decimal string in the minor
    /// unit of `currency` (cents for USD). `null` means no limit applies for this row's
    /// `period` — each period resolves independently, so another period may still cap
    /// this member.
    public var amount: String?

    /// ISO 4217 code of the organization's billing currency; the unit for `amount` and
    /// `period_to_date_spend`.
    public var currency: String

    /// Period this row's effective limit and spend are reported for.
    public var period: SpendLimitPeriod

    /// The member's spend so far in the current period, as a non-negative decimal
    /// string in the minor unit of `currency` (cents for USD). May carry fractional
    /// minor units up to three decimal places (e.g. `"12050.5"`) — metered usage is not
    /// rounded to whole cents. Reads as `"0"` when the spend reading is temporarily
    /// unavailable.
    public var periodToDateSpend: String

    public var scope: SpendSummaryScope

    public var source: SpendSummaryScope

    public var spendLimitID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        actor: SpendSummaryActor,
        currency: String,
        period: SpendLimitPeriod,
        periodToDateSpend: String,
        scope: SpendSummaryScope,
        source: SpendSummaryScope,
        spendLimitID: String,
        amount: String? = nil
    ) {
        self.actor = actor
        self.amount = amount
        self.currency = currency
        self.period = period
        self.periodToDateSpend = periodToDateSpend
        self.scope = scope
        self.source = source
        self.spendLimitID = spendLimitID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            actor: .emptyValue,
            currency: .emptyValue,
            period: .emptyValue,
            periodToDateSpend: .emptyValue,
            scope: .emptyValue,
            source: .emptyValue,
            spendLimitID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.actor = try container.decodeRequired(SpendSummaryActor.self, forKey: "actor", in: decoder)
        self.amount = try container.decodeIfPresent(String.self, forKey: "amount")
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder)
        self.period = try container.decodeRequired(SpendLimitPeriod.self, forKey: "period", in: decoder)
        self.periodToDateSpend = try container.decodeRequired(String.self, forKey: "period_to_date_spend", in: decoder)
        self.scope = try container.decodeRequired(SpendSummaryScope.self, forKey: "scope", in: decoder)
        self.source = try container.decodeRequired(SpendSummaryScope.self, forKey: "source", in: decoder)
        self.spendLimitID = try container.decodeRequired(String.self, forKey: "spend_limit_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.actor, forKey: "actor")
        try container.encodeIfPresent(self.amount, forKey: "amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.period, forKey: "period")
        try container.encode(self.periodToDateSpend, forKey: "period_to_date_spend")
        try container.encode(self.scope, forKey: "scope")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.spendLimitID, forKey: "spend_limit_id")
    }
}

nonisolated extension NullableMember where Owner == SpendSummary {
    public static var amount: Self { Self("amount") }
}
