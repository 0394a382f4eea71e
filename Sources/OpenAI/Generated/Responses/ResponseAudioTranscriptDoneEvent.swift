// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the full audio transcript is completed.
///
/// - Schema: `#/components/schemas/ResponseAudioTranscriptDoneEvent`
public nonisolated struct ResponseAudioTranscriptDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.transcript.done")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
