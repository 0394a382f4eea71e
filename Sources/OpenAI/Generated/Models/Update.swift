// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UpdateConversationBody`
public struct UpdateConversationBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Set of 16 key-value pairs that can be attached to an object. This can be         useful for storing additional information about the object in a structured         format, and querying for objects via API or the dashboard.
    ///         Keys are strings with a maximum length of 64 characters. Values are strings         with a maximum length of 512 characters.
    public var metadata: OpenAI.Metadata?

    public init(
        metadata: OpenAI.Metadata?
    ) {
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            metadata: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.metadata, forKey: .metadata)
    }
}

/// Request payload for updating the details of an existing group.
///
/// - Schema: `#/components/schemas/UpdateGroupBody`
public struct UpdateGroupBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// New display name for the group.
    public var name: String

    public init(
        name: String
    ) {
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
    }
}

/// Parameters for updating organization data retention controls.
///
/// - Schema: `#/components/schemas/UpdateOrganizationDataRetentionBody`
public struct UpdateOrganizationDataRetentionBody: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The desired organization data retention type.
    public var retentionType: UpdateOrganizationDataRetentionBody.RetentionType

    public init(
        retentionType: UpdateOrganizationDataRetentionBody.RetentionType
    ) {
        self.retentionType = retentionType
    }

    public init(stringLiteral value: String) {
        self.init(retentionType: UpdateOrganizationDataRetentionBody.RetentionType(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            retentionType: .emptyValue
        )
    }

    /// The desired organization data retention type.
    public enum RetentionType: OpenEnum, EmptyDecodable {
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
        case retentionType = "retention_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.retentionType = try container.decodeRequired(UpdateOrganizationDataRetentionBody.RetentionType.self, forKey: .retentionType, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.retentionType, forKey: .retentionType)
    }
}

/// Parameters for the hard spend limit you want to create or replace.
///
/// - Schema: `#/components/schemas/UpdateOrganizationSpendLimitBody`
public struct UpdateOrganizationSpendLimitBody: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case thresholdAmount = "threshold_amount"
        case currency
        case interval
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: .thresholdAmount, in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: .currency, in: decoder, constant: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: .interval, in: decoder, constant: "month")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.thresholdAmount, forKey: .thresholdAmount)
        try container.encode(self.currency, forKey: .currency)
        try container.encode(self.interval, forKey: .interval)
    }
}

/// Parameters for updating project data retention controls.
///
/// - Schema: `#/components/schemas/UpdateProjectDataRetentionBody`
public struct UpdateProjectDataRetentionBody: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The desired project data retention type.
    public var retentionType: UpdateProjectDataRetentionBody.RetentionType

    public init(
        retentionType: UpdateProjectDataRetentionBody.RetentionType
    ) {
        self.retentionType = retentionType
    }

    public init(stringLiteral value: String) {
        self.init(retentionType: UpdateProjectDataRetentionBody.RetentionType(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            retentionType: .emptyValue
        )
    }

    /// The desired project data retention type.
    public enum RetentionType: OpenEnum, EmptyDecodable {
        case organizationDefault
        case none
        case zeroDataRetention
        case modifiedAbuseMonitoring
        case enhancedZeroDataRetention
        case enhancedModifiedAbuseMonitoring
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "organization_default": self = .organizationDefault
            case "none": self = .none
            case "zero_data_retention": self = .zeroDataRetention
            case "modified_abuse_monitoring": self = .modifiedAbuseMonitoring
            case "enhanced_zero_data_retention": self = .enhancedZeroDataRetention
            case "enhanced_modified_abuse_monitoring": self = .enhancedModifiedAbuseMonitoring
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .organizationDefault: "organization_default"
            case .none: "none"
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
        case retentionType = "retention_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.retentionType = try container.decodeRequired(UpdateProjectDataRetentionBody.RetentionType.self, forKey: .retentionType, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.retentionType, forKey: .retentionType)
    }
}

/// Parameters for updating a project service account.
///
/// - Schema: `#/components/schemas/UpdateProjectServiceAccountBody`
public struct UpdateProjectServiceAccountBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The updated service account name.
    public var name: String?

    /// The updated service account role.
    public var role: UpdateProjectServiceAccountBody.Role?

    public init(
        name: String? = nil,
        role: UpdateProjectServiceAccountBody.Role? = nil
    ) {
        self.name = name
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The updated service account role.
    public enum Role: OpenEnum, EmptyDecodable {
        case member
        case owner
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "member": self = .member
            case "owner": self = .owner
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .member: "member"
            case .owner: "owner"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.role = try container.decodeIfPresent(UpdateProjectServiceAccountBody.Role.self, forKey: .role)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.role, forKey: .role)
    }
}

/// Parameters for the hard spend limit you want to create or replace.
///
/// - Schema: `#/components/schemas/UpdateProjectSpendLimitBody`
public struct UpdateProjectSpendLimitBody: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case thresholdAmount = "threshold_amount"
        case currency
        case interval
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.thresholdAmount = try container.decodeRequired(Int.self, forKey: .thresholdAmount, in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: .currency, in: decoder, constant: "USD")
        self.interval = try container.decodeRequired(String.self, forKey: .interval, in: decoder, constant: "month")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.thresholdAmount, forKey: .thresholdAmount)
        try container.encode(self.currency, forKey: .currency)
        try container.encode(self.interval, forKey: .interval)
    }
}

/// - Schema: `#/components/schemas/UpdateVectorStoreFileAttributesRequest`
public struct UpdateVectorStoreFileAttributesRequest: Codable, Hashable, Sendable, EmptyDecodable {
    public var attributes: VectorStoreFileAttributes?

    public init(
        attributes: VectorStoreFileAttributes?
    ) {
        self.attributes = attributes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attributes: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.attributes, forKey: .attributes)
    }
}

/// - Schema: `#/components/schemas/UpdateVectorStoreRequest`
public struct UpdateVectorStoreRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the vector store.
    public var name: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    public var metadata: OpenAI.Metadata?

    public init(
        name: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.name = name
        self.expiresAfter = expiresAfter
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case expiresAfter = "expires_after"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: .expiresAfter)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// - Schema: `#/components/schemas/UpdateVoiceConsentRequest`
public struct UpdateVoiceConsentRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The updated label for this consent recording.
    public var name: String

    public init(
        name: String
    ) {
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
    }
}
