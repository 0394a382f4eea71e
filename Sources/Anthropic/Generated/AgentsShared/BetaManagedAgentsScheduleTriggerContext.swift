// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The run was fired by the deployment's cron schedule.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsScheduleTriggerContext`
public nonisolated struct BetaManagedAgentsScheduleTriggerContext: Codable, Equatable, Sendable, EmptyDecodable {
    /// The UTC instant at which the cron expression matched in the configured timezone,
    /// before jitter is applied. At most one run is recorded per (`deployment_id`,
    /// `scheduled_at`) pair.
    public var scheduledAt: String

    public var type: String

    public init(
        scheduledAt: String
    ) {
        self.scheduledAt = scheduledAt
        self.type = "schedule"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            scheduledAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.scheduledAt = try container.decodeRequired(String.self, forKey: "scheduled_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "schedule")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.scheduledAt, forKey: "scheduled_at")
        try container.encode(self.type, forKey: "type")
    }
}
