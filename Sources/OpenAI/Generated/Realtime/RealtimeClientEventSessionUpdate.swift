// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to update the session’s configuration.
/// The client may send this event at any time to update any field
/// except for `voice` and `model`. `voice` can be updated only if there have been no other audio outputs yet.
///
/// When the server receives a `session.update`, it will respond
/// with a `session.updated` event showing the full, effective configuration.
/// Only the fields that are present in the `session.update` are updated. To clear a field like
/// `instructions`, pass an empty string. To clear a field like `tools`, pass an empty array.
/// To clear a field like `turn_detection`, pass `null`.
///
/// - Schema: `#/components/schemas/RealtimeClientEventSessionUpdate`
public nonisolated struct RealtimeClientEventSessionUpdate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event. This is an arbitrary string that a client may assign. It will be passed back if there is an error with the event, but the corresponding `session.updated` event will not include it.
    public var eventID: String?

    /// The event type, must be `session.update`.
    public var type: String

    /// Update the Realtime session. Choose either a realtime
    /// session or a transcription session.
    public var session: RealtimeClientEventSessionUpdate.Session

    public init(
        session: RealtimeClientEventSessionUpdate.Session,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.update"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    /// Update the Realtime session. Choose either a realtime
    /// session or a transcription session.
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
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.update")
        self.session = try container.decodeRequired(RealtimeClientEventSessionUpdate.Session.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.session, forKey: "session")
    }
}
