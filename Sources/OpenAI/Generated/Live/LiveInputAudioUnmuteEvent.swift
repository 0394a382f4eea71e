// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resume audio input to a Live model after muting it.
///
/// The server acknowledges with `session.input_audio.unmuted`. An active audio fixture still pauses inference until playback finishes.
///
/// - Schema: `#/components/schemas/LiveInputAudioUnmuteEvent`
public nonisolated struct LiveInputAudioUnmuteEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// The Live client event type. Always `session.input_audio.unmute`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.input_audio.unmute"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.input_audio.unmute")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveInputAudioUnmuteEvent {
    public static var eventID: Self { Self("event_id") }
}
