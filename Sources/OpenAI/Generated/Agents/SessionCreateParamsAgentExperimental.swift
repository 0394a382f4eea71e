// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Experimental settings to merge by key.
///
/// Omitted settings keep their current values.
///
/// - Schema: `#/components/schemas/SessionCreateParamsAgentExperimental`
public nonisolated struct SessionCreateParamsAgentExperimental: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to give the model periodic current-time reminders.
    ///
    /// Omit to keep the current setting.
    public var timeAwareness: Bool?

    public init(
        timeAwareness: Bool? = nil
    ) {
        self.timeAwareness = timeAwareness
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.timeAwareness = try container.decodeIfPresent(Bool.self, forKey: "time_awareness")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.timeAwareness, forKey: "time_awareness")
    }
}
