// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a spend alert configured at the project level.
///
/// - Schema: `#/components/schemas/ProjectSpendAlert`
public struct ProjectSpendAlert: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case thresholdAmount = "threshold_amount"
        case currency
        case interval
        case notificationChannel = "notification_channel"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.spend_alert")
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: .thresholdAmount, in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: .currency, in: decoder, constant: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: .interval, in: decoder, constant: "month")
        self.notificationChannel = try container.decodeRequired(SpendAlertNotificationChannel.self, forKey: .notificationChannel, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.thresholdAmount, forKey: .thresholdAmount)
        try container.encode(self.currency, forKey: .currency)
        try container.encode(self.interval, forKey: .interval)
        try container.encode(self.notificationChannel, forKey: .notificationChannel)
    }
}

/// Confirmation payload returned after deleting a project spend alert.
///
/// - Schema: `#/components/schemas/ProjectSpendAlertDeletedResource`
public struct ProjectSpendAlertDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The deleted spend alert ID.
    public var id: String

    /// Always `project.spend_alert.deleted`.
    public var object: String

    /// Whether the spend alert was deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "project.spend_alert.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.spend_alert.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Paginated list of project spend alerts.
///
/// - Schema: `#/components/schemas/ProjectSpendAlertListResource`
public struct ProjectSpendAlertListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Spend alerts returned in the current page.
    public var data: [ProjectSpendAlert]

    /// The ID of the first spend alert in this page.
    public var firstID: String?

    /// The ID of the last spend alert in this page.
    public var lastID: String?

    /// Whether more spend alerts are available when paginating.
    public var hasMore: Bool

    public init(
        data: [ProjectSpendAlert],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ProjectSpendAlert].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// Confirmation payload returned after deleting a project hard spend limit.
///
/// - Schema: `#/components/schemas/ProjectSpendLimitDeletedResource`
public struct ProjectSpendLimitDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `project.spend_limit.deleted`.
    public var object: String

    /// Whether the hard spend limit was deleted.
    public var deleted: Bool

    public init(
        deleted: Bool
    ) {
        self.object = "project.spend_limit.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.spend_limit.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Represents a hard spend limit configured at the project level.
///
/// - Schema: `#/components/schemas/ProjectSpendLimitResource`
public struct ProjectSpendLimitResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case thresholdAmount = "threshold_amount"
        case currency
        case interval
        case enforcement
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.spend_limit")
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: .thresholdAmount, in: decoder)
        self.currency = try container.decodeRequired(SpendLimitCurrency.self, forKey: .currency, in: decoder)
        self.interval = try container.decodeRequired(SpendLimitInterval.self, forKey: .interval, in: decoder)
        self.enforcement = try container.decodeRequired(SpendLimitEnforcement.self, forKey: .enforcement, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.thresholdAmount, forKey: .thresholdAmount)
        try container.encode(self.currency, forKey: .currency)
        try container.encode(self.interval, forKey: .interval)
        try container.encode(self.enforcement, forKey: .enforcement)
    }
}
