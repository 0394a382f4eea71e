// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a partial audio response.
///
/// - Schema: `#/components/schemas/ResponseAudioDeltaEvent`
public struct ResponseAudioDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.audio.delta`.
    public var type: String

    /// A sequence number for this chunk of the stream response.
    public var sequenceNumber: Int

    /// A chunk of Base64 encoded response audio bytes.
    public var delta: String

    public init(
        sequenceNumber: Int,
        delta: String
    ) {
        self.type = "response.audio.delta"
        self.sequenceNumber = sequenceNumber
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.audio.delta")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Emitted when the audio response is complete.
///
/// - Schema: `#/components/schemas/ResponseAudioDoneEvent`
public struct ResponseAudioDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.audio.done`.
    public var type: String

    /// The sequence number of the delta.
    public var sequenceNumber: Int

    public init(
        sequenceNumber: Int
    ) {
        self.type = "response.audio.done"
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.audio.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when there is a partial transcript of audio.
///
/// - Schema: `#/components/schemas/ResponseAudioTranscriptDeltaEvent`
public struct ResponseAudioTranscriptDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.audio.transcript.delta`.
    public var type: String

    /// The partial transcript of the audio response.
    public var delta: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        delta: String,
        sequenceNumber: Int
    ) {
        self.type = "response.audio.transcript.delta"
        self.delta = delta
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case delta
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.audio.transcript.delta")
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when the full audio transcript is completed.
///
/// - Schema: `#/components/schemas/ResponseAudioTranscriptDoneEvent`
public struct ResponseAudioTranscriptDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.audio.transcript.done`.
    public var type: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        sequenceNumber: Int
    ) {
        self.type = "response.audio.transcript.done"
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.audio.transcript.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}
