// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Timing statistics for a session thread.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStats`
public nonisolated struct BetaManagedAgentsSessionThreadStats: Codable, Equatable, Sendable, EmptyDecodable {
    /// Elapsed time since thread creation in seconds. For archived threads, frozen at the final update.
    public var durationSeconds: Double?

    /// Time in seconds for the thread to begin running. Zero for child threads, which start immediately.
    public var startupSeconds: Double?

    /// Cumulative time in seconds the thread spent actively running. Excludes idle time.
    public var activeSeconds: Double?

    public init(
        durationSeconds: Double? = nil,
        startupSeconds: Double? = nil,
        activeSeconds: Double? = nil
    ) {
        self.durationSeconds = durationSeconds
        self.startupSeconds = startupSeconds
        self.activeSeconds = activeSeconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.durationSeconds = try container.decodeIfPresent(Double.self, forKey: "duration_seconds")
        self.startupSeconds = try container.decodeIfPresent(Double.self, forKey: "startup_seconds")
        self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: "active_seconds")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.durationSeconds, forKey: "duration_seconds")
        try container.encodeIfPresent(self.startupSeconds, forKey: "startup_seconds")
        try container.encodeIfPresent(self.activeSeconds, forKey: "active_seconds")
    }
}
