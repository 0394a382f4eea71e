// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the audio response is complete.
///
/// - Schema: `#/components/schemas/BetaResponseAudioDoneEvent`
public nonisolated struct BetaResponseAudioDoneEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.audio.done`.
    public var type: String

    /// The sequence number of the delta.
    public var sequenceNumber: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.audio.done"
        self.sequenceNumber = sequenceNumber
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseAudioDoneEvent {
    public static var agent: Self { Self("agent") }
}
