// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A monetary amount in a specific currency.
///
/// - Schema: `#/components/schemas/BetaMonetaryAmount`
public nonisolated struct BetaMonetaryAmount: Codable, Equatable, Sendable, EmptyDecodable {
    /// Amount in minor units of the currency, as an integer decimal string with no
    /// leading zeros: "2500" is $25.00 and "50" is fifty cents. A string rather than a
    /// number so no float rounding is ever applied.
    public var amount: String

    /// Uppercase ISO-4217 currency code.
    ///
    /// `USD` is the only currency currently supported; the accepted set is closed and
    /// grows only when a new currency is priced.
    public var currency: BetaCurrency

    public init(
        amount: String,
        currency: BetaCurrency
    ) {
        self.amount = amount
        self.currency = currency
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            amount: .emptyValue,
            currency: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.amount = try container.decodeRequired(String.self, forKey: "amount", in: decoder)
        self.currency = try container.decodeRequired(BetaCurrency.self, forKey: "currency", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.amount, forKey: "amount")
        try container.encode(self.currency, forKey: "currency")
    }
}
