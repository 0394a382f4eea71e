// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when optional source-language transcript text is available. This event
/// is emitted only when `audio.input.transcription` is configured.
///
/// Transcript deltas are append-only text fragments. Clients should not insert
/// unconditional spaces between deltas.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionInputTranscriptDelta`
public nonisolated struct RealtimeTranslationServerEventSessionInputTranscriptDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.input_transcript.delta`.
    public var type: String

    /// Append-only source-language transcript text.
    public var delta: String

    public var elapsedMs: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        delta: String,
        elapsedMs: Int? = nil
    ) {
        self.eventID = eventID
        self.type = "session.input_transcript.delta"
        self.delta = delta
        self.elapsedMs = elapsedMs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.input_transcript.delta")
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.elapsedMs = try container.decodeIfPresent(Int.self, forKey: "elapsed_ms")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.delta, forKey: "delta")
        try container.encodeIfPresent(self.elapsedMs, forKey: "elapsed_ms")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationServerEventSessionInputTranscriptDelta {
    public static var elapsedMs: Self { Self("elapsed_ms") }
}
