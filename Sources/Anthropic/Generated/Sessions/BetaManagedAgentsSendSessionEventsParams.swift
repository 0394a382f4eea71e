// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for sending events to a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSendSessionEventsParams`
public nonisolated struct BetaManagedAgentsSendSessionEventsParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Events to send to the `session`.
    public var events: [BetaManagedAgentsEventParams]

    public init(
        events: [BetaManagedAgentsEventParams]
    ) {
        self.events = events
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            events: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.events = try container.decodeRequired([BetaManagedAgentsEventParams].self, forKey: "events", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.events, forKey: "events")
    }
}
