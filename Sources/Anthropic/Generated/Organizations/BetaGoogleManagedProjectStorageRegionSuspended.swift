// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Anthropic has withdrawn or paused its approval of customer-owned storage for this project, so the region does not apply the control.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageRegionSuspended`
public nonisolated struct BetaGoogleManagedProjectStorageRegionSuspended: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The bucket that the region applies now.
    ///
    /// While a replacement bucket is `pending` or `failed`, this is the previous
    /// bucket. `null` when the region applies no bucket.
    public var effectiveBucket: BetaGoogleManagedProjectEffectiveBucket?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effectiveBucket: BetaGoogleManagedProjectEffectiveBucket? = nil
    ) {
        self.effectiveBucket = effectiveBucket
        self.type = "suspended"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveBucket = try container.decodeIfPresent(BetaGoogleManagedProjectEffectiveBucket.self, forKey: "effective_bucket")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "suspended")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveBucket, forKey: "effective_bucket")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectStorageRegionSuspended {
    public static var effectiveBucket: Self { Self("effective_bucket") }
}
