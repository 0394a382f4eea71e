// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single connector on a given day within one Office product.
///
/// - Schema: `#/components/schemas/AnalyticsConnectorOfficeProductMetrics`
public nonisolated struct AnalyticsConnectorOfficeProductMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct Office Agent sessions in which the connector was used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSessionConnectorUsedCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctSessionConnectorUsedCount: Int? = nil
    ) {
        self.distinctSessionConnectorUsedCount = distinctSessionConnectorUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctSessionConnectorUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_connector_used_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.distinctSessionConnectorUsedCount, forKey: "distinct_session_connector_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsConnectorOfficeProductMetrics {
    public static var distinctSessionConnectorUsedCount: Self { Self("distinct_session_connector_used_count") }
}
