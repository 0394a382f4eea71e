// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for reasoning-capable Realtime models such as `gpt-realtime-2`.
///
/// - Schema: `#/components/schemas/RealtimeReasoning`
public nonisolated struct RealtimeReasoning: Codable, Equatable, Sendable, EmptyDecodable {
    public var effort: RealtimeReasoningEffort?

    public init(
        effort: RealtimeReasoningEffort? = nil
    ) {
        self.effort = effort
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(RealtimeReasoningEffort.self, forKey: "effort")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.effort, forKey: "effort")
    }
}
