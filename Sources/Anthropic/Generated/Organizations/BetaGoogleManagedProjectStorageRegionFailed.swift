// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The region stopped retrying verification before the configured bucket passed.
///
/// To restart verification, send the region a bucket again. It can be the same bucket.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageRegionFailed`
public nonisolated struct BetaGoogleManagedProjectStorageRegionFailed: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The bucket that the region applies now.
    ///
    /// While a replacement bucket is `pending` or `failed`, this is the previous
    /// bucket. `null` when the region applies no bucket.
    public var effectiveBucket: BetaGoogleManagedProjectEffectiveBucket?

    /// The checks that the last reported verification attempt failed.
    public var failedChecks: [BetaGoogleManagedProjectStorageFailedCheck]

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        failedChecks: [BetaGoogleManagedProjectStorageFailedCheck],
        effectiveBucket: BetaGoogleManagedProjectEffectiveBucket? = nil
    ) {
        self.effectiveBucket = effectiveBucket
        self.failedChecks = failedChecks
        self.type = "failed"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            failedChecks: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveBucket = try container.decodeIfPresent(BetaGoogleManagedProjectEffectiveBucket.self, forKey: "effective_bucket")
        self.failedChecks = try container.decodeRequired([BetaGoogleManagedProjectStorageFailedCheck].self, forKey: "failed_checks", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "failed")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveBucket, forKey: "effective_bucket")
        try container.encode(self.failedChecks, forKey: "failed_checks")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectStorageRegionFailed {
    public static var effectiveBucket: Self { Self("effective_bucket") }
}
