// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send audio to a Live session over its primary WebSocket.
///
/// WebRTC and SIP sessions send audio over their media transport.
///
/// - Schema: `#/components/schemas/LiveInputAudioAppendEvent`
public nonisolated struct LiveInputAudioAppendEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Base64-encoded raw audio in the startup-selected format, without a WAV or other
    /// container header. Primary WebSocket only; media transports use their audio
    /// track. Audio appends have no acknowledgment. Reflected sideband server events
    /// reuse this event type and audio key, with no timestamps or event_id; their audio
    /// is always mono PCM16LE at 24 kHz.
    public var audio: String

    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// The Live client event type. Always `session.input_audio.append`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.audio = audio
        self.eventID = eventID
        self.type = "session.input_audio.append"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audio: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audio = try container.decodeRequired(String.self, forKey: "audio", in: decoder)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.input_audio.append")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveInputAudioAppendEvent {
    public static var eventID: Self { Self("event_id") }
}
