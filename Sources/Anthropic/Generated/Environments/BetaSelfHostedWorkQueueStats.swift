// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Statistics about the work queue of an environment.
///
/// - Schema: `#/components/schemas/BetaSelfHostedWorkQueueStats`
public nonisolated struct BetaSelfHostedWorkQueueStats: Codable, Equatable, Sendable, EmptyDecodable {
    /// Work items waiting to be picked up.
    public var depth: Int

    /// When the oldest item in the work stream (queued or pending) was queued; null when the stream is empty.
    public var oldestQueuedAt: BetaTimestamp?

    /// Work items polled but not yet acknowledged.
    public var pending: Int

    public var type: String

    /// Workers that polled in the last 30 seconds (counted only when polls send a worker id); null when unknown.
    public var workersPolling: Int?

    public init(
        depth: Int,
        oldestQueuedAt: BetaTimestamp?,
        pending: Int,
        workersPolling: Int?
    ) {
        self.depth = depth
        self.oldestQueuedAt = oldestQueuedAt
        self.pending = pending
        self.type = "work_queue_stats"
        self.workersPolling = workersPolling
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            depth: .emptyValue,
            oldestQueuedAt: nil,
            pending: .emptyValue,
            workersPolling: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.depth = try container.decodeRequired(Int.self, forKey: "depth", in: decoder)
        self.oldestQueuedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "oldest_queued_at")
        self.pending = try container.decodeRequired(Int.self, forKey: "pending", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "work_queue_stats")
        self.workersPolling = try container.decodeIfPresent(Int.self, forKey: "workers_polling")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.depth, forKey: "depth")
        try container.encode(self.oldestQueuedAt, forKey: "oldest_queued_at")
        try container.encode(self.pending, forKey: "pending")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workersPolling, forKey: "workers_polling")
    }
}
