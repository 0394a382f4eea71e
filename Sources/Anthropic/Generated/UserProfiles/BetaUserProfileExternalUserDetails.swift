// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about the entity this profile represents, as the platform states them.
///
/// Anthropic does not verify them. Every field is present, `null` until the platform supplies a value.
///
/// - Schema: `#/components/schemas/BetaUserProfileExternalUserDetails`
public nonisolated struct BetaUserProfileExternalUserDetails: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The status of the entity's account on the platform: `active`, `suspended` or
    /// `blocked`. `null` until the platform supplies one.
    ///
    /// - `active` - The platform has neither restricted nor barred the account of the
    ///   entity that the user profile represents.
    /// - `suspended` - The platform has restricted the account of the entity that the
    ///   user profile represents and may restore it.
    /// - `blocked` - The platform has barred the account of the entity that the user
    ///   profile represents.
    public var accountStatus: BetaUserProfileExternalUserDetails.AccountStatus?

    /// The country the platform associates with the entity, as an ISO 3166-1 alpha-2
    /// code. `null` until the platform supplies one.
    public var country: String?

    /// The platform-computed hash of the entity's email address.
    ///
    /// `null` until the platform supplies one.
    public var emailHash: String?

    /// What kind of entity the profile represents: `individual`, `business`,
    /// `non_profit` or `government`. `null` until the platform supplies one.
    public var entityType: BetaUserProfileExternalUserDetails.EntityType?

    /// The platform-computed hash of the entity's name.
    ///
    /// `null` until the platform supplies one.
    public var nameHash: String?

    /// When the entity opened its account with the platform, as stated by the platform,
    /// in RFC 3339 format (UTC). `null` until the platform supplies one.
    public var onboardedAt: String?

    /// The platform's own reference for the entity.
    ///
    /// `null` until the platform supplies one.
    public var referenceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        accountStatus: BetaUserProfileExternalUserDetails.AccountStatus? = nil,
        country: String? = nil,
        emailHash: String? = nil,
        entityType: BetaUserProfileExternalUserDetails.EntityType? = nil,
        nameHash: String? = nil,
        onboardedAt: String? = nil,
        referenceID: String? = nil
    ) {
        self.accountStatus = accountStatus
        self.country = country
        self.emailHash = emailHash
        self.entityType = entityType
        self.nameHash = nameHash
        self.onboardedAt = onboardedAt
        self.referenceID = referenceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The status of the entity's account on the platform: `active`, `suspended` or
    /// `blocked`. `null` until the platform supplies one.
    ///
    /// - `active` - The platform has neither restricted nor barred the account of the
    ///   entity that the user profile represents.
    /// - `suspended` - The platform has restricted the account of the entity that the
    ///   user profile represents and may restore it.
    /// - `blocked` - The platform has barred the account of the entity that the user
    ///   profile represents.
    public nonisolated enum AccountStatus: OpenEnum, EmptyDecodable {
        case active
        case suspended
        case blocked
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "suspended": self = .suspended
            case "blocked": self = .blocked
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .suspended: "suspended"
            case .blocked: "blocked"
            case .unknown(let value): value
            }
        }
    }

    /// What kind of entity the profile represents: `individual`, `business`,
    /// `non_profit` or `government`. `null` until the platform supplies one.
    public nonisolated enum EntityType: OpenEnum, EmptyDecodable {
        case individual
        case business
        case nonProfit
        case government
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "individual": self = .individual
            case "business": self = .business
            case "non_profit": self = .nonProfit
            case "government": self = .government
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .individual: "individual"
            case .business: "business"
            case .nonProfit: "non_profit"
            case .government: "government"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountStatus = try container.decodeIfPresent(BetaUserProfileExternalUserDetails.AccountStatus.self, forKey: "account_status")
        self.country = try container.decodeIfPresent(String.self, forKey: "country")
        self.emailHash = try container.decodeIfPresent(String.self, forKey: "email_hash")
        self.entityType = try container.decodeIfPresent(BetaUserProfileExternalUserDetails.EntityType.self, forKey: "entity_type")
        self.nameHash = try container.decodeIfPresent(String.self, forKey: "name_hash")
        self.onboardedAt = try container.decodeIfPresent(String.self, forKey: "onboarded_at")
        self.referenceID = try container.decodeIfPresent(String.self, forKey: "reference_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.accountStatus, forKey: "account_status")
        try container.encodeIfPresent(self.country, forKey: "country")
        try container.encodeIfPresent(self.emailHash, forKey: "email_hash")
        try container.encodeIfPresent(self.entityType, forKey: "entity_type")
        try container.encodeIfPresent(self.nameHash, forKey: "name_hash")
        try container.encodeIfPresent(self.onboardedAt, forKey: "onboarded_at")
        try container.encodeIfPresent(self.referenceID, forKey: "reference_id")
    }
}

nonisolated extension NullableMember where Owner == BetaUserProfileExternalUserDetails {
    public static var accountStatus: Self { Self("account_status") }
    public static var country: Self { Self("country") }
    public static var emailHash: Self { Self("email_hash") }
    public static var entityType: Self { Self("entity_type") }
    public static var nameHash: Self { Self("name_hash") }
    public static var onboardedAt: Self { Self("onboarded_at") }
    public static var referenceID: Self { Self("reference_id") }
}
