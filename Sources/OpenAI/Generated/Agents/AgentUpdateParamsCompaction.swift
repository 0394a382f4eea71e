// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Context compaction settings.
///
/// Omit to keep the current settings. A supplied object replaces the settings; null or an empty object uses blocking compaction.
///
/// - Schema: `#/components/schemas/AgentUpdateParamsCompaction`
public struct AgentUpdateParamsCompaction: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to compact context in the background.
    ///
    /// Omission or null defaults to false. Set to true to enable background compaction.
    /// Background compaction may increase token usage.
    public var async: Bool?

    public init(
        async: Bool? = nil
    ) {
        self.async = async
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.async, forKey: "async")
    }
}
