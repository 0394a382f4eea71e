// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The cost of one row.
///
/// - Schema: `#/components/schemas/BetaAnalyticsCostMetrics`
public nonisolated struct BetaAnalyticsCostMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Amount (post-discount, pre-credit) in fractional cents (minor units).
    public var amount: String

    /// Currency code for the cost amount. Currently always `"USD"`.
    public var currency: String

    /// List-price amount (pre-discount) in fractional cents.
    public var listAmount: String

    /// Number of API requests in this row's scope.
    ///
    /// Null when `group_by` includes `cost_type` or `token_type` (the count has no
    /// per-component attribution; read it from the ungrouped response). For sandbox /
    /// code-execution events, this counts execution spans rather than HTTP requests
    /// (these rows surface with `product: null`).
    public var requests: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        amount: String,
        currency: String,
        listAmount: String,
        requests: Int? = nil
    ) {
        self.amount = amount
        self.currency = currency
        self.listAmount = listAmount
        self.requests = requests
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            amount: .emptyValue,
            currency: .emptyValue,
            listAmount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.amount = try container.decodeRequired(String.self, forKey: "amount", in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder)
        self.listAmount = try container.decodeRequired(String.self, forKey: "list_amount", in: decoder)
        self.requests = try container.decodeIfPresent(Int.self, forKey: "requests")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.amount, forKey: "amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.listAmount, forKey: "list_amount")
        try container.encodeIfPresent(self.requests, forKey: "requests")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsCostMetrics {
    public static var requests: Self { Self("requests") }
}
