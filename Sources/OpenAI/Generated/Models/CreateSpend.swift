// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating or updating a spend alert.
///
/// - Schema: `#/components/schemas/CreateSpendAlertBody`
public struct CreateSpendAlertBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The alert threshold amount, in cents.
    public var thresholdAmount: Int

    /// The currency for the threshold amount.
    public var currency: String

    /// The time interval for evaluating spend against the threshold.
    public var interval: String

    public var notificationChannel: SpendAlertNotificationChannel

    public init(
        thresholdAmount: Int,
        notificationChannel: SpendAlertNotificationChannel
    ) {
        self.thresholdAmount = thresholdAmount
        self.currency = "USD"
        self.interval = "month"
        self.notificationChannel = notificationChannel
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thresholdAmount: .emptyValue,
            notificationChannel: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case thresholdAmount = "threshold_amount"
        case currency
        case interval
        case notificationChannel = "notification_channel"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: .thresholdAmount, in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: .currency, in: decoder, constant: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: .interval, in: decoder, constant: "month")
        self.notificationChannel = try container.decodeRequired(SpendAlertNotificationChannel.self, forKey: .notificationChannel, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.thresholdAmount, forKey: .thresholdAmount)
        try container.encode(self.currency, forKey: .currency)
        try container.encode(self.interval, forKey: .interval)
        try container.encode(self.notificationChannel, forKey: .notificationChannel)
    }
}
