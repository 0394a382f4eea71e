// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// **WebRTC/SIP Only:** Emit to cut off the current audio response. This will trigger the server to
/// stop generating audio and emit a `output_audio_buffer.cleared` event. This
/// event should be preceded by a `response.cancel` client event to stop the
/// generation of the current response.
/// [Learn more](https://platform.openai.com/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeClientEventOutputAudioBufferClear`
public nonisolated struct RealtimeClientEventOutputAudioBufferClear: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the client event used for error handling.
    public var eventID: String?

    /// The event type, must be `output_audio_buffer.clear`.
    public var type: String

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "output_audio_buffer.clear"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_audio_buffer.clear")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}
