// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a partial audio response.
///
/// - Schema: `#/components/schemas/BetaResponseAudioDeltaEvent`
public nonisolated struct BetaResponseAudioDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.audio.delta`.
    public var type: String

    /// A sequence number for this chunk of the stream response.
    public var sequenceNumber: Int

    /// A chunk of Base64 encoded response audio bytes.
    public var delta: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        sequenceNumber: Int,
        delta: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.audio.delta"
        self.sequenceNumber = sequenceNumber
        self.delta = delta
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.delta")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.delta, forKey: "delta")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseAudioDeltaEvent {
    public static var agent: Self { Self("agent") }
}
