// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a partial transcript of audio.
///
/// - Schema: `#/components/schemas/BetaResponseAudioTranscriptDeltaEvent`
public nonisolated struct BetaResponseAudioTranscriptDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.audio.transcript.delta`.
    public var type: String

    /// The partial transcript of the audio response.
    public var delta: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        delta: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.audio.transcript.delta"
        self.delta = delta
        self.sequenceNumber = sequenceNumber
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.transcript.delta")
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseAudioTranscriptDeltaEvent {
    public static var agent: Self { Self("agent") }
}
