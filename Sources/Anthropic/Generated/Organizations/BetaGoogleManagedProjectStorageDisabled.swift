// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The control is off and has no buckets.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageDisabled`
public nonisolated struct BetaGoogleManagedProjectStorageDisabled: Codable, Equatable, Sendable, EmptyDecodable {
    /// Buckets that a region has retired, earliest `expires_at` first.
    public var retiredBuckets: [BetaGoogleManagedProjectRetiredBucket]

    public var type: String

    public init(
        retiredBuckets: [BetaGoogleManagedProjectRetiredBucket]
    ) {
        self.retiredBuckets = retiredBuckets
        self.type = "disabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            retiredBuckets: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.retiredBuckets = try container.decodeRequired([BetaGoogleManagedProjectRetiredBucket].self, forKey: "retired_buckets", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.retiredBuckets, forKey: "retired_buckets")
        try container.encode(self.type, forKey: "type")
    }
}
