// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating or updating a spend alert.
///
/// - Schema: `#/components/schemas/CreateSpendAlertBody`
public nonisolated struct CreateSpendAlertBody: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: "threshold_amount", in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder, standIn: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: "interval", in: decoder, standIn: "month")
        self.notificationChannel = try container.decodeRequired(SpendAlertNotificationChannel.self, forKey: "notification_channel", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.thresholdAmount, forKey: "threshold_amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.interval, forKey: "interval")
        try container.encode(self.notificationChannel, forKey: "notification_channel")
    }
}
