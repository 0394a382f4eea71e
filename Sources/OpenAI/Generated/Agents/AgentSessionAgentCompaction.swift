// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The effective context compaction settings.
///
/// - Schema: `#/components/schemas/AgentSessionAgentCompaction`
public nonisolated struct AgentSessionAgentCompaction: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether context is compacted in the background. Defaults to false.
    public var async: Bool

    public init(
        async: Bool
    ) {
        self.async = async
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            async: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.async = try container.decodeRequired(Bool.self, forKey: "async", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.async, forKey: "async")
    }
}
