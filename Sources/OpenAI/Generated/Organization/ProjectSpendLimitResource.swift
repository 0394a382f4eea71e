// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a hard spend limit configured at the project level.
///
/// - Schema: `#/components/schemas/ProjectSpendLimitResource`
public nonisolated struct ProjectSpendLimitResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `project.spend_limit`.
    public var object: String

    /// The hard spend limit amount, in cents.
    public var thresholdAmount: Int

    /// The currency for the threshold amount. Currently, only `USD` is supported.
    public var currency: SpendLimitCurrency

    /// The time interval for evaluating spend against the threshold. Currently, only `month` is supported.
    public var interval: SpendLimitInterval

    /// The current enforcement state of the hard spend limit.
    public var enforcement: SpendLimitEnforcement

    public init(
        thresholdAmount: Int,
        currency: SpendLimitCurrency,
        interval: SpendLimitInterval,
        enforcement: SpendLimitEnforcement
    ) {
        self.object = "project.spend_limit"
        self.thresholdAmount = thresholdAmount
        self.currency = currency
        self.interval = interval
        self.enforcement = enforcement
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thresholdAmount: .emptyValue,
            currency: .emptyValue,
            interval: .emptyValue,
            enforcement: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.spend_limit")
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: "threshold_amount", in: decoder)
        self.currency = try container.decodeRequired(SpendLimitCurrency.self, forKey: "currency", in: decoder)
        self.interval = try container.decodeRequired(SpendLimitInterval.self, forKey: "interval", in: decoder)
        self.enforcement = try container.decodeRequired(SpendLimitEnforcement.self, forKey: "enforcement", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.thresholdAmount, forKey: "threshold_amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.interval, forKey: "interval")
        try container.encode(self.enforcement, forKey: "enforcement")
    }
}
