// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for sending an interrupt to pause the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserInterruptEventParams`
public nonisolated struct BetaManagedAgentsUserInterruptEventParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// If absent, interrupts every non-archived thread in a multiagent session (or the primary alone in a single-agent session). If present, interrupts only the named thread.
    public var sessionThreadID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        sessionThreadID: String? = nil
    ) {
        self.type = "user.interrupt"
        self.sessionThreadID = sessionThreadID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.interrupt")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserInterruptEventParams {
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
