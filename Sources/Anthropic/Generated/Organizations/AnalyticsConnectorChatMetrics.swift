// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude.ai activity metrics for a single connector on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsConnectorChatMetrics`
public nonisolated struct AnalyticsConnectorChatMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct conversations in which the connector was used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctConversationConnectorUsedCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctConversationConnectorUsedCount: Int? = nil
    ) {
        self.distinctConversationConnectorUsedCount = distinctConversationConnectorUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctConversationConnectorUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_conversation_connector_used_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.distinctConversationConnectorUsedCount, forKey: "distinct_conversation_connector_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsConnectorChatMetrics {
    public static var distinctConversationConnectorUsedCount: Self { Self("distinct_conversation_connector_used_count") }
}
