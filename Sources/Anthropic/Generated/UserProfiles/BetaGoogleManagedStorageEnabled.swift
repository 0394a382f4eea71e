// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The control is on and has a bucket for at least one region.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedStorageEnabled`
public nonisolated struct BetaGoogleManagedStorageEnabled: Codable, Equatable, Sendable, EmptyDecodable {
    /// The bucket configured for each region, keyed by region code.
    ///
    /// A region with no bucket is left out.
    public var buckets: [String: BetaGoogleManagedStorageBucket]

    /// Buckets that a region has retired, earliest `expires_at` first.
    public var retiredBuckets: [BetaGoogleManagedRetiredBucket]

    /// Each region's status for the control, keyed by region code.
    ///
    /// A region that your organization is not offered may have no entry, and Anthropic
    /// may add regions.
    public var status: [String: BetaGoogleManagedStorageRegionStatus]

    public var type: String

    public init(
        buckets: [String: BetaGoogleManagedStorageBucket],
        retiredBuckets: [BetaGoogleManagedRetiredBucket],
        status: [String: BetaGoogleManagedStorageRegionStatus]
    ) {
        self.buckets = buckets
        self.retiredBuckets = retiredBuckets
        self.status = status
        self.type = "enabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            buckets: .emptyValue,
            retiredBuckets: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.buckets = try container.decodeRequired([String: BetaGoogleManagedStorageBucket].self, forKey: "buckets", in: decoder)
        self.retiredBuckets = try container.decodeRequired([BetaGoogleManagedRetiredBucket].self, forKey: "retired_buckets", in: decoder)
        self.status = try container.decodeRequired([String: BetaGoogleManagedStorageRegionStatus].self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.buckets, forKey: "buckets")
        try container.encode(self.retiredBuckets, forKey: "retired_buckets")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}
