// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned after the Live session finishes finalizing, with the close reason, final session snapshot, and cumulative audio usage. A connection closing without this event does not confirm successful finalization.
///
/// - Schema: `#/components/schemas/LiveSessionClosedEvent`
public nonisolated struct LiveSessionClosedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// The unique ID of the Live server event.
    public var eventID: String

    /// Why the Live session ended: `close_requested` for an application close or hangup
    /// request, `expired` for the session duration limit, `content` for a safety
    /// filter, `remote_hangup` for a graceful remote disconnect, or `connection_lost`
    /// for an unexpected primary or upstream disconnection.
    public var reason: LiveSessionClosedEvent.Reason

    /// The resolved Live session configuration and server-assigned session metadata.
    public var session: LiveSessionResource

    /// The event type, always `session.closed`.
    public var type: String

    /// The final cumulative Live audio usage after session finalization.
    public var usage: LiveSessionUsage

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        reason: LiveSessionClosedEvent.Reason,
        session: LiveSessionResource,
        usage: LiveSessionUsage,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.eventID = eventID
        self.reason = reason
        self.session = session
        self.type = "session.closed"
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            reason: .emptyValue,
            session: .emptyValue,
            usage: .emptyValue
        )
    }

    /// Why the Live session ended: `close_requested` for an application close or hangup
    /// request, `expired` for the session duration limit, `content` for a safety
    /// filter, `remote_hangup` for a graceful remote disconnect, or `connection_lost`
    /// for an unexpected primary or upstream disconnection.
    public nonisolated enum Reason: OpenEnum, EmptyDecodable {
        case closeRequested
        case expired
        case content
        case remoteHangup
        case connectionLost
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "close_requested": self = .closeRequested
            case "expired": self = .expired
            case "content": self = .content
            case "remote_hangup": self = .remoteHangup
            case "connection_lost": self = .connectionLost
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .closeRequested: "close_requested"
            case .expired: "expired"
            case .content: "content"
            case .remoteHangup: "remote_hangup"
            case .connectionLost: "connection_lost"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.reason = try container.decodeRequired(LiveSessionClosedEvent.Reason.self, forKey: "reason", in: decoder)
        self.session = try container.decodeRequired(LiveSessionResource.self, forKey: "session", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.closed")
        self.usage = try container.decodeRequired(LiveSessionUsage.self, forKey: "usage", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.session, forKey: "session")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionClosedEvent {
    public static var clientEventID: Self { Self("client_event_id") }
}
