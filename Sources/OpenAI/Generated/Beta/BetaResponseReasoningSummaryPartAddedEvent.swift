// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a new reasoning summary part is added.
///
/// - Schema: `#/components/schemas/BetaResponseReasoningSummaryPartAddedEvent`
public nonisolated struct BetaResponseReasoningSummaryPartAddedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.reasoning_summary_part.added`.
    public var type: String

    /// The ID of the item this summary part is associated with.
    public var itemID: String

    /// The index of the output item this summary part is associated with.
    public var outputIndex: Int

    /// The index of the summary part within the reasoning summary.
    public var summaryIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The summary part that was added.
    public var part: BetaResponseReasoningSummaryPartAddedEvent.Part

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        itemID: String,
        outputIndex: Int,
        summaryIndex: Int,
        sequenceNumber: Int,
        part: BetaResponseReasoningSummaryPartAddedEvent.Part,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.reasoning_summary_part.added"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.summaryIndex = summaryIndex
        self.sequenceNumber = sequenceNumber
        self.part = part
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            summaryIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            part: .emptyValue
        )
    }

    /// The summary part that was added.
    public nonisolated struct Part: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the summary part. Always `summary_text`.
        public var type: String

        /// The text of the summary part.
        public var text: String

        public init(
            text: String
        ) {
            self.type = "summary_text"
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                text: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "summary_text")
            self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.text, forKey: "text")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_part.added")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.part = try container.decodeRequired(BetaResponseReasoningSummaryPartAddedEvent.Part.self, forKey: "part", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.summaryIndex, forKey: "summary_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.part, forKey: "part")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseReasoningSummaryPartAddedEvent {
    public static var agent: Self { Self("agent") }
}
