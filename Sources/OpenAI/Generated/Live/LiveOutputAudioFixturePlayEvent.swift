// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Play one complete audio fixture through the session output.
///
/// Send this event over the primary WebSocket or a server sideband. Audio must be raw mono PCM16 little-endian at 24 kHz, regardless of the session audio format, and at most 30 seconds. The entire payload is validated before model speech is interrupted and input is muted. Only one fixture can be active. fixture.playing acknowledges acceptance and fixture.played reports server mixer drain. These notifications are not exact transport-media boundaries. Input arriving during playback is dropped and not replayed.
///
/// - Schema: `#/components/schemas/LiveOutputAudioFixturePlayEvent`
public nonisolated struct LiveOutputAudioFixturePlayEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Base64-encoded raw mono PCM16 audio, little-endian, at 24 kHz.
    ///
    /// Do not include a WAV or other container header.
    public var audio: String

    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.audio = audio
        self.eventID = eventID
        self.type = "session.output_audio.fixture.play"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.output_audio.fixture.play")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveOutputAudioFixturePlayEvent {
    public static var eventID: Self { Self("event_id") }
}
