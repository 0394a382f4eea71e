// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a Session is created. Emitted automatically when a new
/// connection is established as the first server event. This event will contain
/// the default Session configuration.
///
/// - Schema: `#/components/schemas/RealtimeServerEventSessionCreated`
public nonisolated struct RealtimeServerEventSessionCreated: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.created`.
    public var type: String

    /// The session configuration.
    public var session: RealtimeServerEventSessionCreated.Session

    public init(
        eventID: String,
        session: RealtimeServerEventSessionCreated.Session
    ) {
        self.eventID = eventID
        self.type = "session.created"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            session: .emptyValue
        )
    }

    /// The session configuration.
    public nonisolated enum Session: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `realtime`
        case realtime(RealtimeSessionCreateRequestGA)
        /// - `type`: `transcription`
        case transcription(RealtimeTranscriptionSessionCreateRequestGA)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "realtime": self = .realtime(try RealtimeSessionCreateRequestGA(from: decoder)); return
                case "transcription": self = .transcription(try RealtimeTranscriptionSessionCreateRequestGA(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .realtime(let value): try value.encode(to: encoder)
            case .transcription(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.created")
        self.session = try container.decodeRequired(RealtimeServerEventSessionCreated.Session.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.session, forKey: "session")
    }
}
