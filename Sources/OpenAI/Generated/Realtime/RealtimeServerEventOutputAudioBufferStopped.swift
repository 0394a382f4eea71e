// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// **WebRTC/SIP Only:** Emitted when the output audio buffer has been completely drained on the server,
/// and no more audio is forthcoming. This event is emitted after the full response
/// data has been sent to the client (`response.done`).
/// [Learn more](https://platform.openai.com/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeServerEventOutputAudioBufferStopped`
public nonisolated struct RealtimeServerEventOutputAudioBufferStopped: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `output_audio_buffer.stopped`.
    public var type: String

    /// The unique ID of the response that produced the audio.
    public var responseID: String

    public init(
        eventID: String,
        responseID: String
    ) {
        self.eventID = eventID
        self.type = "output_audio_buffer.stopped"
        self.responseID = responseID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_audio_buffer.stopped")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
    }
}
