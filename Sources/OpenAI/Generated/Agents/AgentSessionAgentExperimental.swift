// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The effective experimental settings for the agent.
///
/// - Schema: `#/components/schemas/AgentSessionAgentExperimental`
public nonisolated struct AgentSessionAgentExperimental: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the model receives periodic current-time reminders.
    public var timeAwareness: Bool

    public init(
        timeAwareness: Bool
    ) {
        self.timeAwareness = timeAwareness
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            timeAwareness: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.timeAwareness = try container.decodeRequired(Bool.self, forKey: "time_awareness", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.timeAwareness, forKey: "time_awareness")
    }
}
