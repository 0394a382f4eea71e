// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for sending an interrupt to pause the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserInterruptEventParams`
public struct BetaManagedAgentsUserInterruptEventParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// If absent, interrupts every non-archived thread in a multiagent session (or the primary alone in a single-agent session). If present, interrupts only the named thread.
    public var sessionThreadID: String?

    public init(
        sessionThreadID: String? = nil
    ) {
        self.type = "user.interrupt"
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.interrupt")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}
