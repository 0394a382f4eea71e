// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A plugin's use in Cowork sessions recorded while members had Chat
/// and Cowork unified turned on.
///
/// - Schema: `#/components/schemas/AnalyticsPluginChatCoworkUnifiedMetrics`
public struct AnalyticsPluginChatCoworkUnifiedMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Same measure as `cowork_metrics.distinct_session_plugin_used_count`, for
    /// activity recorded while members had Chat and Cowork unified turned on. Null on
    /// aggregated rows where a distinct count cannot be computed.
    public var distinctSessionPluginUsedCount: Int?

    public init(
        distinctSessionPluginUsedCount: Int? = nil
    ) {
        self.distinctSessionPluginUsedCount = distinctSessionPluginUsedCount
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctSessionPluginUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_plugin_used_count")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.distinctSessionPluginUsedCount, forKey: "distinct_session_plugin_used_count")
    }
}
