// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Timing statistics for a session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionStats`
public nonisolated struct BetaManagedAgentsSessionStats: Codable, Equatable, Sendable, EmptyDecodable {
    /// Elapsed time since session creation in seconds. For terminated sessions, frozen at the final update.
    public var durationSeconds: Double?

    /// Cumulative time in seconds the session spent in running status. Excludes idle time.
    public var activeSeconds: Double?

    public init(
        durationSeconds: Double? = nil,
        activeSeconds: Double? = nil
    ) {
        self.durationSeconds = durationSeconds
        self.activeSeconds = activeSeconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.durationSeconds = try container.decodeIfPresent(Double.self, forKey: "duration_seconds")
        self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: "active_seconds")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.durationSeconds, forKey: "duration_seconds")
        try container.encodeIfPresent(self.activeSeconds, forKey: "active_seconds")
    }
}
