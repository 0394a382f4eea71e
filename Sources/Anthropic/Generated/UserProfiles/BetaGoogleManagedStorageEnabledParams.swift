// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Turns the control on, or changes its buckets while it is on.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedStorageEnabledParams`
public nonisolated struct BetaGoogleManagedStorageEnabledParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// The bucket to use in each region, keyed by region code, such as `us` or `eu`.
    ///
    /// An object with `project_number` and `bucket_name` sets that region's bucket,
    /// `null` removes it, and a region you leave out keeps its bucket. A bucket can
    /// serve only one region. While the control is on, at least one region must have a
    /// bucket.
    public var buckets: [String: JSONValue]?

    public var type: String

    public init(
        buckets: [String: JSONValue]? = nil
    ) {
        self.buckets = buckets
        self.type = "enabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.buckets = try container.decodeIfPresent([String: JSONValue].self, forKey: "buckets")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.buckets, forKey: "buckets")
        try container.encode(self.type, forKey: "type")
    }
}
