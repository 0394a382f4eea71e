// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime translation client event.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEvent`
public enum RealtimeTranslationClientEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `session.update`
    case sessionUpdate(RealtimeTranslationClientEventSessionUpdate)
    /// - `type`: `session.input_audio_buffer.append`
    case sessionInputAudioBufferAppend(RealtimeTranslationClientEventInputAudioBufferAppend)
    /// - `type`: `session.close`
    case sessionClose(RealtimeTranslationClientEventSessionClose)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session.update": self = .sessionUpdate(try RealtimeTranslationClientEventSessionUpdate(from: decoder)); return
            case "session.input_audio_buffer.append": self = .sessionInputAudioBufferAppend(try RealtimeTranslationClientEventInputAudioBufferAppend(from: decoder)); return
            case "session.close": self = .sessionClose(try RealtimeTranslationClientEventSessionClose(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionUpdate(let value): try value.encode(to: encoder)
        case .sessionInputAudioBufferAppend(let value): try value.encode(to: encoder)
        case .sessionClose(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Send this event to append audio bytes to the translation session input audio buffer.
///
/// WebSocket translation sessions accept base64-encoded 24 kHz PCM16 mono
/// little-endian raw audio bytes. Unsupported websocket audio formats return a
/// validation error because lower-quality audio materially degrades translation
/// quality.
///
/// Translation consumes 200 ms engine frames. For best realtime behavior, append
/// audio in 200 ms chunks. If a chunk is shorter, the server buffers it until it
/// has enough audio for one frame. If a chunk is longer, the server splits it into
/// 200 ms frames and enqueues them back-to-back.
///
/// Keep appending silence while the session is active. If a client stops sending
/// audio and later resumes, model time treats the resumed audio as contiguous with
/// the previous audio rather than as a real-world pause.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEventInputAudioBufferAppend`
public struct RealtimeTranslationClientEventInputAudioBufferAppend: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.input_audio_buffer.append`.
    public var type: String

    /// Base64-encoded 24 kHz PCM16 mono audio bytes.
    public var audio: String

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.input_audio_buffer.append"
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audio: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.input_audio_buffer.append")
        self.audio = try container.decodeRequired(String.self, forKey: .audio, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audio, forKey: .audio)
    }
}

/// Gracefully close the realtime translation session. The server flushes pending
/// input audio and emits any remaining translated output before closing the
/// session.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEventSessionClose`
public struct RealtimeTranslationClientEventSessionClose: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.close`.
    public var type: String

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.close"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.close")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// Send this event to update the translation session configuration. Translation
/// sessions support updates to `audio.output.language`, `audio.input.transcription`,
/// and `audio.input.noise_reduction`.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEventSessionUpdate`
public struct RealtimeTranslationClientEventSessionUpdate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.update`.
    public var type: String

    /// Translation session fields to update. The session `type` and `model` are set
    /// at creation and cannot be changed with `session.update`.
    public var session: RealtimeTranslationSessionUpdateRequest

    public init(
        session: RealtimeTranslationSessionUpdateRequest,
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.update")
        self.session = try container.decodeRequired(RealtimeTranslationSessionUpdateRequest.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.session, forKey: .session)
    }
}

/// Create a translation session and client secret for the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientSecretCreateRequest`
public struct RealtimeTranslationClientSecretCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Configuration for the client secret expiration. Expiration refers to the time after which
    /// a client secret will no longer be valid for creating sessions. The session itself may
    /// continue after that time once started. A secret can be used to create multiple sessions
    /// until it expires.
    public var expiresAfter: RealtimeTranslationClientSecretCreateRequest.ExpiresAfter?

    public var session: RealtimeTranslationSessionCreateRequest

    public init(
        session: RealtimeTranslationSessionCreateRequest,
        expiresAfter: RealtimeTranslationClientSecretCreateRequest.ExpiresAfter? = nil
    ) {
        self.expiresAfter = expiresAfter
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    /// Configuration for the client secret expiration. Expiration refers to the time after which
    /// a client secret will no longer be valid for creating sessions. The session itself may
    /// continue after that time once started. A secret can be used to create multiple sessions
    /// until it expires.
    public struct ExpiresAfter: Codable, Hashable, Sendable, EmptyDecodable {
        /// The anchor point for the client secret expiration, meaning that `seconds` will be added to the `created_at` time of the client secret to produce an expiration timestamp. Only `created_at` is currently supported.
        public var anchor: String?

        /// The number of seconds from the anchor point to the expiration. Select a value between `10` and `7200` (2 hours). This default to 600 seconds (10 minutes) if not specified.
        public var seconds: Int?

        public init(
            anchor: String? = nil,
            seconds: Int? = nil
        ) {
            self.anchor = anchor
            self.seconds = seconds
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case anchor
            case seconds
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
            self.seconds = try container.decodeIfPresent(Int.self, forKey: .seconds)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.anchor, forKey: .anchor)
            try container.encodeIfPresent(self.seconds, forKey: .seconds)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case expiresAfter = "expires_after"
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.expiresAfter = try container.decodeIfPresent(RealtimeTranslationClientSecretCreateRequest.ExpiresAfter.self, forKey: .expiresAfter)
        self.session = try container.decodeRequired(RealtimeTranslationSessionCreateRequest.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encode(self.session, forKey: .session)
    }
}

/// Response from creating a translation session and client secret for the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientSecretCreateResponse`
public struct RealtimeTranslationClientSecretCreateResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The generated client secret value.
    public var value: String

    /// Expiration timestamp for the client secret, in seconds since epoch.
    public var expiresAt: Int

    public var session: RealtimeTranslationSession

    public init(
        value: String,
        expiresAt: Int,
        session: RealtimeTranslationSession
    ) {
        self.value = value
        self.expiresAt = expiresAt
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue,
            expiresAt: .emptyValue,
            session: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case value
        case expiresAt = "expires_at"
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
        self.expiresAt = try container.decodeRequired(Int.self, forKey: .expiresAt, in: decoder)
        self.session = try container.decodeRequired(RealtimeTranslationSession.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.value, forKey: .value)
        try container.encode(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.session, forKey: .session)
    }
}

/// A Realtime translation server event.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEvent`
public enum RealtimeTranslationServerEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `error`
    case error(RealtimeServerEventError)
    /// - `type`: `session.created`
    case sessionCreated(RealtimeTranslationServerEventSessionCreated)
    /// - `type`: `session.updated`
    case sessionUpdated(RealtimeTranslationServerEventSessionUpdated)
    /// - `type`: `session.closed`
    case sessionClosed(RealtimeTranslationServerEventSessionClosed)
    /// - `type`: `session.input_transcript.delta`
    case sessionInputTranscriptDelta(RealtimeTranslationServerEventSessionInputTranscriptDelta)
    /// - `type`: `session.output_transcript.delta`
    case sessionOutputTranscriptDelta(RealtimeTranslationServerEventSessionOutputTranscriptDelta)
    /// - `type`: `session.output_audio.delta`
    case sessionOutputAudioDelta(RealtimeTranslationServerEventSessionOutputAudioDelta)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "error": self = .error(try RealtimeServerEventError(from: decoder)); return
            case "session.created": self = .sessionCreated(try RealtimeTranslationServerEventSessionCreated(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try RealtimeTranslationServerEventSessionUpdated(from: decoder)); return
            case "session.closed": self = .sessionClosed(try RealtimeTranslationServerEventSessionClosed(from: decoder)); return
            case "session.input_transcript.delta": self = .sessionInputTranscriptDelta(try RealtimeTranslationServerEventSessionInputTranscriptDelta(from: decoder)); return
            case "session.output_transcript.delta": self = .sessionOutputTranscriptDelta(try RealtimeTranslationServerEventSessionOutputTranscriptDelta(from: decoder)); return
            case "session.output_audio.delta": self = .sessionOutputAudioDelta(try RealtimeTranslationServerEventSessionOutputAudioDelta(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .error(let value): try value.encode(to: encoder)
        case .sessionCreated(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .sessionClosed(let value): try value.encode(to: encoder)
        case .sessionInputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionOutputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionOutputAudioDelta(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Returned when a realtime translation session is closed.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionClosed`
public struct RealtimeTranslationServerEventSessionClosed: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.closed`.
    public var type: String

    public init(
        eventID: String
    ) {
        self.eventID = eventID
        self.type = "session.closed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.closed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// Returned when a translation session is created. Emitted automatically when a
/// new connection is established as the first server event. This event contains
/// the default translation session configuration.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionCreated`
public struct RealtimeTranslationServerEventSessionCreated: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.created`.
    public var type: String

    /// The translation session configuration.
    public var session: RealtimeTranslationSession

    public init(
        eventID: String,
        session: RealtimeTranslationSession
    ) {
        self.eventID = eventID
        self.type = "session.created"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            session: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.created")
        self.session = try container.decodeRequired(RealtimeTranslationSession.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.session, forKey: .session)
    }
}

/// Returned when optional source-language transcript text is available. This event
/// is emitted only when `audio.input.transcription` is configured.
///
/// Transcript deltas are append-only text fragments. Clients should not insert
/// unconditional spaces between deltas.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionInputTranscriptDelta`
public struct RealtimeTranslationServerEventSessionInputTranscriptDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.input_transcript.delta`.
    public var type: String

    /// Append-only source-language transcript text.
    public var delta: String

    public var elapsedMs: Int?

    public init(
        eventID: String,
        delta: String,
        elapsedMs: Int? = nil
    ) {
        self.eventID = eventID
        self.type = "session.input_transcript.delta"
        self.delta = delta
        self.elapsedMs = elapsedMs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case delta
        case elapsedMs = "elapsed_ms"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.input_transcript.delta")
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.elapsedMs = try container.decodeIfPresent(Int.self, forKey: .elapsedMs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.elapsedMs, forKey: .elapsedMs)
    }
}

/// Returned when translated output audio is available. The `delta` contains a
/// PCM16 audio chunk whose length can vary. Clients should decode and queue the
/// complete delta instead of assuming a fixed byte or sample count.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionOutputAudioDelta`
public struct RealtimeTranslationServerEventSessionOutputAudioDelta: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case delta
        case sampleRate = "sample_rate"
        case channels
        case format
        case elapsedMs = "elapsed_ms"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.output_audio.delta")
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sampleRate = try container.decodeIfPresent(Int.self, forKey: .sampleRate)
        self.channels = try container.decodeIfPresent(Int.self, forKey: .channels)
        self.format = try container.decodeIfPresent(String.self, forKey: .format)
        self.elapsedMs = try container.decodeIfPresent(Int.self, forKey: .elapsedMs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.sampleRate, forKey: .sampleRate)
        try container.encodeIfPresent(self.channels, forKey: .channels)
        try container.encodeIfPresent(self.format, forKey: .format)
        try container.encodeIfPresent(self.elapsedMs, forKey: .elapsedMs)
    }
}

/// Returned when translated transcript text is available.
///
/// Transcript deltas are append-only text fragments. Clients should not insert
/// unconditional spaces between deltas.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionOutputTranscriptDelta`
public struct RealtimeTranslationServerEventSessionOutputTranscriptDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.output_transcript.delta`.
    public var type: String

    /// Append-only transcript text for the translated output audio.
    public var delta: String

    public var elapsedMs: Int?

    public init(
        eventID: String,
        delta: String,
        elapsedMs: Int? = nil
    ) {
        self.eventID = eventID
        self.type = "session.output_transcript.delta"
        self.delta = delta
        self.elapsedMs = elapsedMs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case delta
        case elapsedMs = "elapsed_ms"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.output_transcript.delta")
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.elapsedMs = try container.decodeIfPresent(Int.self, forKey: .elapsedMs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.elapsedMs, forKey: .elapsedMs)
    }
}

/// Returned when a translation session is updated with a `session.update` event,
/// unless there is an error.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEventSessionUpdated`
public struct RealtimeTranslationServerEventSessionUpdated: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `session.updated`.
    public var type: String

    /// The translation session configuration.
    public var session: RealtimeTranslationSession

    public init(
        eventID: String,
        session: RealtimeTranslationSession
    ) {
        self.eventID = eventID
        self.type = "session.updated"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            session: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.updated")
        self.session = try container.decodeRequired(RealtimeTranslationSession.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.session, forKey: .session)
    }
}

/// A Realtime translation session. Translation sessions continuously translate input
/// audio into the configured output language.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSession`
public struct RealtimeTranslationSession: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for the session that looks like `sess_1234567890abcdef`.
    public var id: String

    /// The session type. Always `translation` for Realtime translation sessions.
    public var type: String

    /// Expiration timestamp for the session, in seconds since epoch.
    public var expiresAt: Int

    /// The Realtime translation model used for this session. This field is set at
    /// session creation and cannot be changed with `session.update`.
    public var model: String

    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSession.Audio

    public init(
        id: String,
        expiresAt: Int,
        model: String,
        audio: RealtimeTranslationSession.Audio
    ) {
        self.id = id
        self.type = "translation"
        self.expiresAt = expiresAt
        self.model = model
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            expiresAt: .emptyValue,
            model: .emptyValue,
            audio: .emptyValue
        )
    }

    /// Configuration for translation input and output audio.
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSession.Audio.Input?

        public var output: RealtimeTranslationSession.Audio.Output?

        public init(
            input: RealtimeTranslationSession.Audio.Input? = nil,
            output: RealtimeTranslationSession.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct Input: Codable, Hashable, Sendable, EmptyDecodable {
            public var transcription: RealtimeTranslationSession.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSession.Audio.Input.NoiseReduction?

            public init(
                transcription: RealtimeTranslationSession.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSession.Audio.Input.NoiseReduction? = nil
            ) {
                self.transcription = transcription
                self.noiseReduction = noiseReduction
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Optional source-language transcription. When configured, the server emits
            /// `session.input_transcript.delta` events. Translation itself still runs from
            /// the input audio stream.
            public struct Transcription: Codable, Hashable, Sendable, EmptyDecodable {
                /// The transcription model used for source transcript deltas.
                public var model: String

                public init(
                    model: String
                ) {
                    self.model = model
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        model: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case model
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.model, forKey: .model)
                }
            }

            /// Optional input noise reduction.
            public struct NoiseReduction: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
                public var type: NoiseReductionType

                public init(
                    type: NoiseReductionType
                ) {
                    self.type = type
                }

                public init(stringLiteral value: String) {
                    self.init(type: NoiseReductionType(stringLiteral: value))
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        type: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeRequired(NoiseReductionType.self, forKey: .type, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.type, forKey: .type)
                }
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case transcription
                case noiseReduction = "noise_reduction"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.Transcription.self, forKey: .transcription)
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.NoiseReduction.self, forKey: .noiseReduction)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.transcription, forKey: .transcription)
                try container.encodeIfPresent(self.noiseReduction, forKey: .noiseReduction)
            }
        }

        public struct Output: Codable, Hashable, Sendable, EmptyDecodable {
            /// Target language for translated output audio and transcript deltas.
            public var language: String?

            public init(
                language: String? = nil
            ) {
                self.language = language
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case language
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.language = try container.decodeIfPresent(String.self, forKey: .language)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.language, forKey: .language)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
            case output
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Input.self, forKey: .input)
            self.output = try container.decodeIfPresent(RealtimeTranslationSession.Audio.Output.self, forKey: .output)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
            try container.encodeIfPresent(self.output, forKey: .output)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case expiresAt = "expires_at"
        case model
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "translation")
        self.expiresAt = try container.decodeRequired(Int.self, forKey: .expiresAt, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.audio = try container.decodeRequired(RealtimeTranslationSession.Audio.self, forKey: .audio, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.audio, forKey: .audio)
    }
}

/// Realtime translation session configuration. Translation sessions stream source
/// audio in and translated audio plus transcript deltas out continuously.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSessionCreateRequest`
public struct RealtimeTranslationSessionCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The Realtime translation model used for this session.
    public var model: String

    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSessionCreateRequest.Audio?

    public init(
        model: String,
        audio: RealtimeTranslationSessionCreateRequest.Audio? = nil
    ) {
        self.model = model
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// Configuration for translation input and output audio.
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSessionCreateRequest.Audio.Input?

        public var output: RealtimeTranslationSessionCreateRequest.Audio.Output?

        public init(
            input: RealtimeTranslationSessionCreateRequest.Audio.Input? = nil,
            output: RealtimeTranslationSessionCreateRequest.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct Input: Codable, Hashable, Sendable, EmptyDecodable {
            public var transcription: RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction?

            public init(
                transcription: RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction? = nil
            ) {
                self.transcription = transcription
                self.noiseReduction = noiseReduction
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Optional source-language transcription. When configured, the server emits
            /// `session.input_transcript.delta` events. Translation itself still runs from
            /// the input audio stream.
            public struct Transcription: Codable, Hashable, Sendable, EmptyDecodable {
                /// The transcription model to use for source transcript deltas.
                public var model: String

                public init(
                    model: String
                ) {
                    self.model = model
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        model: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case model
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.model, forKey: .model)
                }
            }

            /// Optional input noise reduction. Set to `null` to disable it.
            public struct NoiseReduction: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
                public var type: NoiseReductionType

                public init(
                    type: NoiseReductionType
                ) {
                    self.type = type
                }

                public init(stringLiteral value: String) {
                    self.init(type: NoiseReductionType(stringLiteral: value))
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        type: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeRequired(NoiseReductionType.self, forKey: .type, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.type, forKey: .type)
                }
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case transcription
                case noiseReduction = "noise_reduction"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.Transcription.self, forKey: .transcription)
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.NoiseReduction.self, forKey: .noiseReduction)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.transcription, forKey: .transcription)
                try container.encodeIfPresent(self.noiseReduction, forKey: .noiseReduction)
            }
        }

        public struct Output: Codable, Hashable, Sendable, EmptyDecodable {
            /// Target language for translated output audio and transcript deltas.
            public var language: String?

            public init(
                language: String? = nil
            ) {
                self.language = language
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case language
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.language = try container.decodeIfPresent(String.self, forKey: .language)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.language, forKey: .language)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
            case output
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Input.self, forKey: .input)
            self.output = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.Output.self, forKey: .output)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
            try container.encodeIfPresent(self.output, forKey: .output)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.audio = try container.decodeIfPresent(RealtimeTranslationSessionCreateRequest.Audio.self, forKey: .audio)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.audio, forKey: .audio)
    }
}

/// Realtime translation session fields that can be updated with `session.update`.
///
/// - Schema: `#/components/schemas/RealtimeTranslationSessionUpdateRequest`
public struct RealtimeTranslationSessionUpdateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Configuration for translation input and output audio.
    public var audio: RealtimeTranslationSessionUpdateRequest.Audio?

    public init(
        audio: RealtimeTranslationSessionUpdateRequest.Audio? = nil
    ) {
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for translation input and output audio.
    public struct Audio: Codable, Hashable, Sendable, EmptyDecodable {
        public var input: RealtimeTranslationSessionUpdateRequest.Audio.Input?

        public var output: RealtimeTranslationSessionUpdateRequest.Audio.Output?

        public init(
            input: RealtimeTranslationSessionUpdateRequest.Audio.Input? = nil,
            output: RealtimeTranslationSessionUpdateRequest.Audio.Output? = nil
        ) {
            self.input = input
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct Input: Codable, Hashable, Sendable, EmptyDecodable {
            public var transcription: RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription?

            public var noiseReduction: RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction?

            public init(
                transcription: RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription? = nil,
                noiseReduction: RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction? = nil
            ) {
                self.transcription = transcription
                self.noiseReduction = noiseReduction
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            /// Optional source-language transcription. When configured, the server emits
            /// `session.input_transcript.delta` events. Translation itself still runs from
            /// the input audio stream.
            public struct Transcription: Codable, Hashable, Sendable, EmptyDecodable {
                /// The transcription model to use for source transcript deltas.
                public var model: String

                public init(
                    model: String
                ) {
                    self.model = model
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        model: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case model
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.model, forKey: .model)
                }
            }

            /// Optional input noise reduction. Set to `null` to disable it.
            public struct NoiseReduction: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
                public var type: NoiseReductionType

                public init(
                    type: NoiseReductionType
                ) {
                    self.type = type
                }

                public init(stringLiteral value: String) {
                    self.init(type: NoiseReductionType(stringLiteral: value))
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        type: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeRequired(NoiseReductionType.self, forKey: .type, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.type, forKey: .type)
                }
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case transcription
                case noiseReduction = "noise_reduction"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.transcription = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.Transcription.self, forKey: .transcription)
                self.noiseReduction = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.NoiseReduction.self, forKey: .noiseReduction)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.transcription, forKey: .transcription)
                try container.encodeIfPresent(self.noiseReduction, forKey: .noiseReduction)
            }
        }

        public struct Output: Codable, Hashable, Sendable, EmptyDecodable {
            /// Target language for translated output audio and transcript deltas.
            public var language: String?

            public init(
                language: String? = nil
            ) {
                self.language = language
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case language
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.language = try container.decodeIfPresent(String.self, forKey: .language)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.language, forKey: .language)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
            case output
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Input.self, forKey: .input)
            self.output = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.Output.self, forKey: .output)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
            try container.encodeIfPresent(self.output, forKey: .output)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.audio = try container.decodeIfPresent(RealtimeTranslationSessionUpdateRequest.Audio.self, forKey: .audio)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.audio, forKey: .audio)
    }
}
