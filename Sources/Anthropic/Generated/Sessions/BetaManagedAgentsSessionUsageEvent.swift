// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Periodic snapshot of the session's cumulative usage and tracked list cost.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsageEvent`
public nonisolated struct BetaManagedAgentsSessionUsageEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The session's configured budget at the snapshot time, or null when the session
    /// has no budget.
    public var budget: BetaManagedAgentsBudgetLimit?

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the snapshot was taken.
    public var processedAt: String

    public var type: String

    /// The session's cumulative usage at the snapshot time.
    public var usage: BetaManagedAgentsSessionUsageSnapshot

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        processedAt: String,
        usage: BetaManagedAgentsSessionUsageSnapshot,
        budget: BetaManagedAgentsBudgetLimit? = nil
    ) {
        self.budget = budget
        self.id = id
        self.processedAt = processedAt
        self.type = "session.usage"
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimit.self, forKey: "budget")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(String.self, forKey: "processed_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.usage")
        self.usage = try container.decodeRequired(BetaManagedAgentsSessionUsageSnapshot.self, forKey: "usage", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.budget, forKey: "budget")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionUsageEvent {
    public static var budget: Self { Self("budget") }
}
