// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The configured bucket passed verification, and the region applies it.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageRegionActive`
public nonisolated struct BetaGoogleManagedProjectStorageRegionActive: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The bucket that the region applies now.
    ///
    /// While a replacement bucket is `pending` or `failed`, this is the previous
    /// bucket. `null` when the region applies no bucket.
    public var effectiveBucket: BetaGoogleManagedProjectEffectiveBucket?

    /// The checks that the latest reported daily verification failed.
    ///
    /// Empty when it passed.
    public var failedChecks: [BetaGoogleManagedProjectStorageFailedCheck]

    public var type: String

    /// When the status last became `active`, in RFC 3339 format.
    public var validatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        failedChecks: [BetaGoogleManagedProjectStorageFailedCheck],
        validatedAt: String,
        effectiveBucket: BetaGoogleManagedProjectEffectiveBucket? = nil
    ) {
        self.effectiveBucket = effectiveBucket
        self.failedChecks = failedChecks
        self.type = "active"
        self.validatedAt = validatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            failedChecks: .emptyValue,
            validatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveBucket = try container.decodeIfPresent(BetaGoogleManagedProjectEffectiveBucket.self, forKey: "effective_bucket")
        self.failedChecks = try container.decodeRequired([BetaGoogleManagedProjectStorageFailedCheck].self, forKey: "failed_checks", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "active")
        self.validatedAt = try container.decodeRequired(String.self, forKey: "validated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveBucket, forKey: "effective_bucket")
        try container.encode(self.failedChecks, forKey: "failed_checks")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.validatedAt, forKey: "validated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectStorageRegionActive {
    public static var effectiveBucket: Self { Self("effective_bucket") }
}
