// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an error occurs.
///
/// - Schema: `#/components/schemas/BetaResponseErrorEvent`
public nonisolated struct BetaResponseErrorEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `error`.
    public var type: String

    public var code: String?

    /// The error message.
    public var message: String

    public var param: String?

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String?,
        message: String,
        param: String?,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "error"
        self.code = code
        self.message = message
        self.param = param
        self.sequenceNumber = sequenceNumber
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: nil,
            message: .emptyValue,
            param: nil,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.param, forKey: "param")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseErrorEvent {
    public static var agent: Self { Self("agent") }
}
