// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An interrupt event that pauses agent execution and returns control to the user.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserInterruptEvent`
public nonisolated struct BetaManagedAgentsUserInterruptEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the interrupt was processed.
    public var processedAt: BetaTimestamp?

    /// If absent, interrupts every non-archived thread in a multiagent session (or the primary alone in a single-agent session). If present, interrupts only the named thread.
    public var sessionThreadID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.interrupt"
        self.id = id
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.interrupt")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "processed_at")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserInterruptEvent {
    public static var processedAt: Self { Self("processed_at") }
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
