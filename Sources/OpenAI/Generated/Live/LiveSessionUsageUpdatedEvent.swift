// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reports cumulative Live audio usage and, when available, the most recent context-window usage. Delegated Responses token usage is reported separately in response.event events.
///
/// - Schema: `#/components/schemas/LiveSessionUsageUpdatedEvent`
public nonisolated struct LiveSessionUsageUpdatedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// The latest measured Live context-window usage.
    ///
    /// Omitted when the context limit is unknown.
    public var contextWindow: LiveContextWindow?

    /// The unique ID of the Live server event.
    public var eventID: String

    /// The event type, always `session.usage.updated`.
    public var type: String

    /// The cumulative Live audio usage so far.
    public var usage: LiveSessionUsage

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        usage: LiveSessionUsage,
        clientEventID: String? = nil,
        contextWindow: LiveContextWindow? = nil
    ) {
        self.clientEventID = clientEventID
        self.contextWindow = contextWindow
        self.eventID = eventID
        self.type = "session.usage.updated"
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.contextWindow = try container.decodeIfPresent(LiveContextWindow.self, forKey: "context_window")
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.usage.updated")
        self.usage = try container.decodeRequired(LiveSessionUsage.self, forKey: "usage", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encodeIfPresent(self.contextWindow, forKey: "context_window")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionUsageUpdatedEvent {
    public static var clientEventID: Self { Self("client_event_id") }
    public static var contextWindow: Self { Self("context_window") }
}
