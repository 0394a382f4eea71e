// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One check that a verification attempt failed.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageFailedCheck`
public nonisolated struct BetaGoogleManagedProjectStorageFailedCheck: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Which check failed, such as `label_mismatch` or `grant_mismatch`.
    ///
    /// Anthropic may add values.
    public var check: BetaGoogleManagedProjectStorageFailedCheck.Check

    /// What failed and, where you can fix it, what to change.
    public var message: String

    /// On a check about one of the accounts that Anthropic uses to reach the bucket,
    /// that account's kind of access, such as `ingest`. `null` on any other check.
    /// Anthropic may add values.
    public var role: BetaGoogleManagedProjectStorageFailedCheck.Role?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        check: BetaGoogleManagedProjectStorageFailedCheck.Check,
        message: String,
        role: BetaGoogleManagedProjectStorageFailedCheck.Role? = nil
    ) {
        self.check = check
        self.message = message
        self.role = role
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            check: .emptyValue,
            message: .emptyValue
        )
    }

    /// Which check failed, such as `label_mismatch` or `grant_mismatch`.
    ///
    /// Anthropic may add values.
    public nonisolated enum Check: OpenEnum, EmptyDecodable {
        case bucketSettings
        case deletionPolicy
        case encryption
        case grantMismatch
        case kmsKeyRefused
        case labelMismatch
        case lifecycleRules
        case locationMismatch
        case probeFailed
        case projectNotVerified
        case versioning
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "bucket_settings": self = .bucketSettings
            case "deletion_policy": self = .deletionPolicy
            case "encryption": self = .encryption
            case "grant_mismatch": self = .grantMismatch
            case "kms_key_refused": self = .kmsKeyRefused
            case "label_mismatch": self = .labelMismatch
            case "lifecycle_rules": self = .lifecycleRules
            case "location_mismatch": self = .locationMismatch
            case "probe_failed": self = .probeFailed
            case "project_not_verified": self = .projectNotVerified
            case "versioning": self = .versioning
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .bucketSettings: "bucket_settings"
            case .deletionPolicy: "deletion_policy"
            case .encryption: "encryption"
            case .grantMismatch: "grant_mismatch"
            case .kmsKeyRefused: "kms_key_refused"
            case .labelMismatch: "label_mismatch"
            case .lifecycleRules: "lifecycle_rules"
            case .locationMismatch: "location_mismatch"
            case .probeFailed: "probe_failed"
            case .projectNotVerified: "project_not_verified"
            case .versioning: "versioning"
            case .unknown(let value): value
            }
        }
    }

    /// On a check about one of the accounts that Anthropic uses to reach the bucket,
    /// that account's kind of access, such as `ingest`. `null` on any other check.
    /// Anthropic may add values.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case ingest
        case maintenance
        case mediaErasure
        case read
        case verify
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "ingest": self = .ingest
            case "maintenance": self = .maintenance
            case "media_erasure": self = .mediaErasure
            case "read": self = .read
            case "verify": self = .verify
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .ingest: "ingest"
            case .maintenance: "maintenance"
            case .mediaErasure: "media_erasure"
            case .read: "read"
            case .verify: "verify"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.check = try container.decodeRequired(BetaGoogleManagedProjectStorageFailedCheck.Check.self, forKey: "check", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.role = try container.decodeIfPresent(BetaGoogleManagedProjectStorageFailedCheck.Role.self, forKey: "role")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.check, forKey: "check")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.role, forKey: "role")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectStorageFailedCheck {
    public static var role: Self { Self("role") }
}
