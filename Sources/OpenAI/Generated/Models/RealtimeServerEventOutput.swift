// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// **WebRTC/SIP Only:** Emitted when the output audio buffer is cleared. This happens either in VAD
/// mode when the user has interrupted (`input_audio_buffer.speech_started`),
/// or when the client has emitted the `output_audio_buffer.clear` event to manually
/// cut off the current audio response.
/// [Learn more](/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeServerEventOutputAudioBufferCleared`
public struct RealtimeServerEventOutputAudioBufferCleared: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `output_audio_buffer.cleared`.
    public var type: String

    /// The unique ID of the response that produced the audio.
    public var responseID: String

    public init(
        eventID: String,
        responseID: String
    ) {
        self.eventID = eventID
        self.type = "output_audio_buffer.cleared"
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

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_audio_buffer.cleared")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
    }
}

/// **WebRTC/SIP Only:** Emitted when the server begins streaming audio to the client. This event is
/// emitted after an audio content part has been added (`response.content_part.added`)
/// to the response.
/// [Learn more](/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeServerEventOutputAudioBufferStarted`
public struct RealtimeServerEventOutputAudioBufferStarted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `output_audio_buffer.started`.
    public var type: String

    /// The unique ID of the response that produced the audio.
    public var responseID: String

    public init(
        eventID: String,
        responseID: String
    ) {
        self.eventID = eventID
        self.type = "output_audio_buffer.started"
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

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_audio_buffer.started")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
    }
}

/// **WebRTC/SIP Only:** Emitted when the output audio buffer has been completely drained on the server,
/// and no more audio is forthcoming. This event is emitted after the full response
/// data has been sent to the client (`response.done`).
/// [Learn more](/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeServerEventOutputAudioBufferStopped`
public struct RealtimeServerEventOutputAudioBufferStopped: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_audio_buffer.stopped")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
    }
}
