// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// **SIP Only:** Returned when an DTMF event is received. A DTMF event is a message that
/// represents a telephone keypad press (0–9, *, #, A–D). The `event` property
/// is the keypad that the user press. The `received_at` is the UTC Unix Timestamp
/// that the server received the event.
///
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferDtmfEventReceived`
public nonisolated struct RealtimeServerEventInputAudioBufferDtmfEventReceived: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event type, must be `input_audio_buffer.dtmf_event_received`.
    public var type: String

    /// The telephone keypad that was pressed by the user.
    public var event: String

    /// UTC Unix Timestamp when DTMF Event was received by server.
    public var receivedAt: Int

    public init(
        event: String,
        receivedAt: Int
    ) {
        self.type = "input_audio_buffer.dtmf_event_received"
        self.event = event
        self.receivedAt = receivedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue,
            receivedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.dtmf_event_received")
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder)
        self.receivedAt = try container.decodeRequired(Int.self, forKey: "received_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.event, forKey: "event")
        try container.encode(self.receivedAt, forKey: "received_at")
    }
}
