// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Email notification settings for a spend alert.
///
/// - Schema: `#/components/schemas/SpendAlertNotificationChannel`
public struct SpendAlertNotificationChannel: Codable, Hashable, Sendable, EmptyDecodable {
    /// The notification channel type. Currently only `email` is supported.
    public var type: String

    /// Email addresses that receive the spend alert notification.
    public var recipients: [String]

    /// Optional subject prefix for alert emails.
    public var subjectPrefix: String?

    public init(
        recipients: [String],
        subjectPrefix: String? = nil
    ) {
        self.type = "email"
        self.recipients = recipients
        self.subjectPrefix = subjectPrefix
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            recipients: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case recipients
        case subjectPrefix = "subject_prefix"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "email")
        self.recipients = try container.decodeRequired([String].self, forKey: .recipients, in: decoder)
        self.subjectPrefix = try container.decodeIfPresent(String.self, forKey: .subjectPrefix)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.recipients, forKey: .recipients)
        try container.encodeIfPresent(self.subjectPrefix, forKey: .subjectPrefix)
    }
}

/// - Schema: `#/components/schemas/SpendLimitCurrency`
public enum SpendLimitCurrency: OpenEnum, EmptyDecodable {
    case usd
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "USD": self = .usd
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .usd: "USD"
        case .unknown(let value): value
        }
    }
}

/// The current enforcement state of a hard spend limit.
///
/// - Schema: `#/components/schemas/SpendLimitEnforcement`
public struct SpendLimitEnforcement: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Whether the hard spend limit is currently enforcing.
    public var status: SpendLimitEnforcementStatus

    public init(
        status: SpendLimitEnforcementStatus
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: SpendLimitEnforcementStatus(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.status = try container.decodeRequired(SpendLimitEnforcementStatus.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/SpendLimitEnforcementStatus`
public enum SpendLimitEnforcementStatus: OpenEnum, EmptyDecodable {
    case inactive
    case enforcing
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "inactive": self = .inactive
        case "enforcing": self = .enforcing
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inactive: "inactive"
        case .enforcing: "enforcing"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/SpendLimitInterval`
public enum SpendLimitInterval: OpenEnum, EmptyDecodable {
    case month
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "month": self = .month
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .month: "month"
        case .unknown(let value): value
        }
    }
}
