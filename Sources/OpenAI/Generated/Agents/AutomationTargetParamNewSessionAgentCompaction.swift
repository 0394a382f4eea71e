// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Context compaction settings.
///
/// Omit to keep the current settings. A supplied object replaces the settings; null or an empty object uses blocking compaction.
///
/// - Schema: `#/components/schemas/AutomationTargetParamNewSessionAgentCompaction`
public nonisolated struct AutomationTargetParamNewSessionAgentCompaction: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether to compact context in the background.
    ///
    /// Omission or null defaults to false. Set to true to enable background compaction.
    /// Background compaction may increase token usage.
    public var async: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        async: Bool? = nil
    ) {
        self.async = async
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.async, forKey: "async")
    }
}

nonisolated extension NullableMember where Owner == AutomationTargetParamNewSessionAgentCompaction {
    public static var async: Self { Self("async") }
}
