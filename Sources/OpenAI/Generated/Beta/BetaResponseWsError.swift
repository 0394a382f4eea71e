// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Emitted when an error occurs while processing a Responses WebSocket request.
///
/// - Schema: `#/components/schemas/BetaResponseWsError`
public nonisolated struct BetaResponseWsError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `error`.
    public var type: String

    /// The HTTP status code associated with a WebSocket protocol error.
    public var status: Int?

    /// The sequence number of an error emitted by the response stream.
    public var sequenceNumber: Int?

    /// Details about the error.
    public var error: ErrorPayload

    /// The WebSocket lane that emitted this event. This field is present when the
    /// originating `response.create` event supplied a `stream_id`.
    public var streamID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        error: ErrorPayload,
        agent: BetaAgentTag? = nil,
        status: Int? = nil,
        sequenceNumber: Int? = nil,
        streamID: String? = nil
    ) {
        self.agent = agent
        self.type = "error"
        self.status = status
        self.sequenceNumber = sequenceNumber
        self.error = error
        self.streamID = streamID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.status = try container.decodeIfPresent(Int.self, forKey: "status")
        self.sequenceNumber = try container.decodeIfPresent(Int.self, forKey: "sequence_number")
        self.error = try container.decodeRequired(ErrorPayload.self, forKey: "error", in: decoder)
        self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encodeIfPresent(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.error, forKey: "error")
        try container.encodeIfPresent(self.streamID, forKey: "stream_id")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseWsError {
    public static var agent: Self { Self("agent") }
}
