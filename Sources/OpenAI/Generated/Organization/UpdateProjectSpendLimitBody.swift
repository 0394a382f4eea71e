// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for the hard spend limit you want to create or replace.
///
/// - Schema: `#/components/schemas/UpdateProjectSpendLimitBody`
public nonisolated struct UpdateProjectSpendLimitBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The hard spend limit amount, in cents.
    public var thresholdAmount: Int

    /// The currency for the threshold amount. Currently, only `USD` is supported.
    public var currency: String

    /// The time interval for evaluating spend against the threshold. Currently, only `month` is supported.
    public var interval: String

    public init(
        thresholdAmount: Int
    ) {
        self.thresholdAmount = thresholdAmount
        self.currency = "USD"
        self.interval = "month"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thresholdAmount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: "threshold_amount", in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder, standIn: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: "interval", in: decoder, standIn: "month")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.thresholdAmount, forKey: "threshold_amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.interval, forKey: "interval")
    }
}
