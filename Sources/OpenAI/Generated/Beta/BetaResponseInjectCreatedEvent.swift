// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when all injected input items were validated and committed to the
/// active response.
///
/// - Schema: `#/components/schemas/BetaResponseInjectCreatedEvent`
public nonisolated struct BetaResponseInjectCreatedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event discriminator. Always `response.inject.created`.
    public var type: String

    /// The ID of the response that accepted the input.
    public var responseID: String

    /// The sequence number for this event.
    public var sequenceNumber: Int

    /// The multiplexed WebSocket stream that emitted the event. This field is
    /// present only when WebSocket multiplexing is enabled separately.
    public var streamID: String?

    public init(
        responseID: String,
        sequenceNumber: Int,
        streamID: String? = nil
    ) {
        self.type = "response.inject.created"
        self.responseID = responseID
        self.sequenceNumber = sequenceNumber
        self.streamID = streamID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            responseID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.inject.created")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encodeIfPresent(self.streamID, forKey: "stream_id")
    }
}
