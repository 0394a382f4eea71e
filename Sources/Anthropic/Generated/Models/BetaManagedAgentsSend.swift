// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Events that were successfully sent to the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSendSessionEvents`
public struct BetaManagedAgentsSendSessionEvents: Codable, Hashable, Sendable, EmptyDecodable {
    /// Sent events
    public var data: [BetaManagedAgentsInputEvent]?

    public init(
        data: [BetaManagedAgentsInputEvent]? = nil
    ) {
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsInputEvent].self, forKey: .data)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
    }
}

/// Request parameters for sending events to a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSendSessionEventsParams`
public struct BetaManagedAgentsSendSessionEventsParams: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case events
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.events = try container.decodeRequired([BetaManagedAgentsEventParams].self, forKey: .events, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.events, forKey: .events)
    }
}
