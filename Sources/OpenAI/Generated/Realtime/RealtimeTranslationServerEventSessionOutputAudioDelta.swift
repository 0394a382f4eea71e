// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when translated output audio is available. The `delta` contains a
/// PCM16 audio chunk whose length can vary. Clients should decode and queue the
/// complete delta instead of assuming a fixed byte or sample count.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionOutputAudioDelta`
public nonisolated struct RealtimeTranslationServerEventSessionOutputAudioDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.output_audio.delta`.
    public var type: String

    /// Base64-encoded translated audio data.
    public var delta: String

    /// Sample rate of the audio delta.
    public var sampleRate: Int?

    /// Number of audio channels.
    public var channels: Int?

    /// Audio encoding for `delta`.
    public var format: String?

    public var elapsedMs: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        delta: String,
        sampleRate: Int? = nil,
        channels: Int? = nil,
        format: String? = nil,
        elapsedMs: Int? = nil
    ) {
        self.eventID = eventID
        self.type = "session.output_audio.delta"
        self.delta = delta
        self.sampleRate = sampleRate
        self.channels = channels
        self.format = format
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.output_audio.delta")
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.sampleRate = try container.decodeIfPresent(Int.self, forKey: "sample_rate")
        self.channels = try container.decodeIfPresent(Int.self, forKey: "channels")
        self.format = try container.decodeIfPresent(String.self, forKey: "format")
        self.elapsedMs = try container.decodeIfPresent(Int.self, forKey: "elapsed_ms")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.delta, forKey: "delta")
        try container.encodeIfPresent(self.sampleRate, forKey: "sample_rate")
        try container.encodeIfPresent(self.channels, forKey: "channels")
        try container.encodeIfPresent(self.format, forKey: "format")
        try container.encodeIfPresent(self.elapsedMs, forKey: "elapsed_ms")
    }
}

nonisolated extension NullableMember where Owner == RealtimeTranslationServerEventSessionOutputAudioDelta {
    public static var elapsedMs: Self { Self("elapsed_ms") }
}
