// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a spend alert configured at the project level.
///
/// - Schema: `#/components/schemas/ProjectSpendAlert`
public nonisolated struct ProjectSpendAlert: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `project.spend_alert`.
    public var object: String

    /// The alert threshold amount, in cents.
    public var thresholdAmount: Int

    /// The currency for the threshold amount.
    public var currency: String

    /// The time interval for evaluating spend against the threshold.
    public var interval: String

    public var notificationChannel: SpendAlertNotificationChannel

    public init(
        id: String,
        thresholdAmount: Int,
        notificationChannel: SpendAlertNotificationChannel
    ) {
        self.id = id
        self.object = "project.spend_alert"
        self.thresholdAmount = thresholdAmount
        self.currency = "USD"
        self.interval = "month"
        self.notificationChannel = notificationChannel
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            thresholdAmount: .emptyValue,
            notificationChannel: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.spend_alert")
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: "threshold_amount", in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder, standIn: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: "interval", in: decoder, standIn: "month")
        self.notificationChannel = try container.decodeRequired(SpendAlertNotificationChannel.self, forKey: "notification_channel", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.thresholdAmount, forKey: "threshold_amount")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.interval, forKey: "interval")
        try container.encode(self.notificationChannel, forKey: "notification_channel")
    }
}
