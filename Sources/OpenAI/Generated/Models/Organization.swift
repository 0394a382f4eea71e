// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual certificate configured at the organization level.
///
/// - Schema: `#/components/schemas/OrganizationCertificate`
public struct OrganizationCertificate: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.certificate`.
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the certificate.
    public var name: String?

    /// The Unix timestamp (in seconds) of when the certificate was uploaded.
    public var createdAt: Int

    public var certificateDetails: OrganizationCertificate.CertificateDetails

    /// Whether the certificate is currently active at the organization level.
    public var active: Bool

    public init(
        id: String,
        name: String?,
        createdAt: Int,
        certificateDetails: OrganizationCertificate.CertificateDetails,
        active: Bool
    ) {
        self.object = "organization.certificate"
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.certificateDetails = certificateDetails
        self.active = active
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: nil,
            createdAt: .emptyValue,
            certificateDetails: .emptyValue,
            active: .emptyValue
        )
    }

    public struct CertificateDetails: Codable, Hashable, Sendable, EmptyDecodable {
        /// The Unix timestamp (in seconds) of when the certificate becomes valid.
        public var validAt: Int?

        /// The Unix timestamp (in seconds) of when the certificate expires.
        public var expiresAt: Int?

        public init(
            validAt: Int? = nil,
            expiresAt: Int? = nil
        ) {
            self.validAt = validAt
            self.expiresAt = expiresAt
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case validAt = "valid_at"
            case expiresAt = "expires_at"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.validAt = try container.decodeIfPresent(Int.self, forKey: .validAt)
            self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.validAt, forKey: .validAt)
            try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case createdAt = "created_at"
        case certificateDetails = "certificate_details"
        case active
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.certificate")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.certificateDetails = try container.decodeRequired(OrganizationCertificate.CertificateDetails.self, forKey: .certificateDetails, in: decoder)
        self.active = try container.decodeRequired(Bool.self, forKey: .active, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.certificateDetails, forKey: .certificateDetails)
        try container.encode(self.active, forKey: .active)
    }
}

/// - Schema: `#/components/schemas/OrganizationCertificateActivationResponse`
public struct OrganizationCertificateActivationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The organization certificate activation result type.
    public var object: String

    public var data: [OrganizationCertificate]

    public init(
        data: [OrganizationCertificate]
    ) {
        self.object = "organization.certificate.activation"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.certificate.activation")
        self.data = try container.decodeRequired([OrganizationCertificate].self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
    }
}

/// - Schema: `#/components/schemas/OrganizationCertificateDeactivationResponse`
public struct OrganizationCertificateDeactivationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The organization certificate deactivation result type.
    public var object: String

    public var data: [OrganizationCertificate]

    public init(
        data: [OrganizationCertificate]
    ) {
        self.object = "organization.certificate.deactivation"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.certificate.deactivation")
        self.data = try container.decodeRequired([OrganizationCertificate].self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
    }
}

/// Represents the organization's data retention control setting.
///
/// - Schema: `#/components/schemas/OrganizationDataRetention`
public struct OrganizationDataRetention: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The object type, which is always `organization.data_retention`.
    public var object: String

    /// The configured organization data retention type.
    public var type: OrganizationDataRetention.Kind

    public init(
        type: OrganizationDataRetention.Kind
    ) {
        self.object = "organization.data_retention"
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: OrganizationDataRetention.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The configured organization data retention type.
    public enum Kind: OpenEnum, EmptyDecodable {
        case zeroDataRetention
        case modifiedAbuseMonitoring
        case enhancedZeroDataRetention
        case enhancedModifiedAbuseMonitoring
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "zero_data_retention": self = .zeroDataRetention
            case "modified_abuse_monitoring": self = .modifiedAbuseMonitoring
            case "enhanced_zero_data_retention": self = .enhancedZeroDataRetention
            case "enhanced_modified_abuse_monitoring": self = .enhancedModifiedAbuseMonitoring
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .zeroDataRetention: "zero_data_retention"
            case .modifiedAbuseMonitoring: "modified_abuse_monitoring"
            case .enhancedZeroDataRetention: "enhanced_zero_data_retention"
            case .enhancedModifiedAbuseMonitoring: "enhanced_modified_abuse_monitoring"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.data_retention")
        self.type = try container.decodeRequired(OrganizationDataRetention.Kind.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Represents an individual certificate configured at the project level.
///
/// - Schema: `#/components/schemas/OrganizationProjectCertificate`
public struct OrganizationProjectCertificate: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.certificate`.
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the certificate.
    public var name: String?

    /// The Unix timestamp (in seconds) of when the certificate was uploaded.
    public var createdAt: Int

    public var certificateDetails: OrganizationProjectCertificate.CertificateDetails

    /// Whether the certificate is currently active at the project level.
    public var active: Bool

    public init(
        id: String,
        name: String?,
        createdAt: Int,
        certificateDetails: OrganizationProjectCertificate.CertificateDetails,
        active: Bool
    ) {
        self.object = "organization.project.certificate"
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.certificateDetails = certificateDetails
        self.active = active
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: nil,
            createdAt: .emptyValue,
            certificateDetails: .emptyValue,
            active: .emptyValue
        )
    }

    public struct CertificateDetails: Codable, Hashable, Sendable, EmptyDecodable {
        /// The Unix timestamp (in seconds) of when the certificate becomes valid.
        public var validAt: Int?

        /// The Unix timestamp (in seconds) of when the certificate expires.
        public var expiresAt: Int?

        public init(
            validAt: Int? = nil,
            expiresAt: Int? = nil
        ) {
            self.validAt = validAt
            self.expiresAt = expiresAt
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case validAt = "valid_at"
            case expiresAt = "expires_at"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.validAt = try container.decodeIfPresent(Int.self, forKey: .validAt)
            self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.validAt, forKey: .validAt)
            try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case createdAt = "created_at"
        case certificateDetails = "certificate_details"
        case active
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.certificate")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.certificateDetails = try container.decodeRequired(OrganizationProjectCertificate.CertificateDetails.self, forKey: .certificateDetails, in: decoder)
        self.active = try container.decodeRequired(Bool.self, forKey: .active, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.certificateDetails, forKey: .certificateDetails)
        try container.encode(self.active, forKey: .active)
    }
}

/// - Schema: `#/components/schemas/OrganizationProjectCertificateActivationResponse`
public struct OrganizationProjectCertificateActivationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The project certificate activation result type.
    public var object: String

    public var data: [OrganizationProjectCertificate]

    public init(
        data: [OrganizationProjectCertificate]
    ) {
        self.object = "organization.project.certificate.activation"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.certificate.activation")
        self.data = try container.decodeRequired([OrganizationProjectCertificate].self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
    }
}

/// - Schema: `#/components/schemas/OrganizationProjectCertificateDeactivationResponse`
public struct OrganizationProjectCertificateDeactivationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The project certificate deactivation result type.
    public var object: String

    public var data: [OrganizationProjectCertificate]

    public init(
        data: [OrganizationProjectCertificate]
    ) {
        self.object = "organization.project.certificate.deactivation"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.certificate.deactivation")
        self.data = try container.decodeRequired([OrganizationProjectCertificate].self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
    }
}

/// Represents a spend alert configured at the organization level.
///
/// - Schema: `#/components/schemas/OrganizationSpendAlert`
public struct OrganizationSpendAlert: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `organization.spend_alert`.
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
        self.object = "organization.spend_alert"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.spend_alert")
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

/// Confirmation payload returned after deleting an organization spend alert.
///
/// - Schema: `#/components/schemas/OrganizationSpendAlertDeletedResource`
public struct OrganizationSpendAlertDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The deleted spend alert ID.
    public var id: String

    /// Always `organization.spend_alert.deleted`.
    public var object: String

    /// Whether the spend alert was deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "organization.spend_alert.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.spend_alert.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Paginated list of organization spend alerts.
///
/// - Schema: `#/components/schemas/OrganizationSpendAlertListResource`
public struct OrganizationSpendAlertListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Spend alerts returned in the current page.
    public var data: [OrganizationSpendAlert]

    /// The ID of the first spend alert in this page.
    public var firstID: String?

    /// The ID of the last spend alert in this page.
    public var lastID: String?

    /// Whether more spend alerts are available when paginating.
    public var hasMore: Bool

    public init(
        data: [OrganizationSpendAlert],
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
        self.data = try container.decodeRequired([OrganizationSpendAlert].self, forKey: .data, in: decoder)
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

/// Confirmation payload returned after deleting an organization hard spend limit.
///
/// - Schema: `#/components/schemas/OrganizationSpendLimitDeletedResource`
public struct OrganizationSpendLimitDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.spend_limit.deleted`.
    public var object: String

    /// Whether the hard spend limit was deleted.
    public var deleted: Bool

    public init(
        deleted: Bool
    ) {
        self.object = "organization.spend_limit.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.spend_limit.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Represents a hard spend limit configured at the organization level.
///
/// - Schema: `#/components/schemas/OrganizationSpendLimitResource`
public struct OrganizationSpendLimitResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.spend_limit`.
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
        self.object = "organization.spend_limit"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.spend_limit")
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
