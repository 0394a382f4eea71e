// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A reasoning item produced by the agent.
///
/// - Schema: `#/components/schemas/AgentReasoningItem`
public nonisolated struct AgentReasoningItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the reasoning item.
    public var id: String

    /// The status of the reasoning item.
    public var status: AgentOutputItemStatus?

    /// The reasoning summaries produced by the agent.
    public var summary: [SummaryTextContent]

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `reasoning`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        summary: [SummaryTextContent],
        turnID: String,
        status: AgentOutputItemStatus? = nil
    ) {
        self.id = id
        self.status = status
        self.summary = summary
        self.turnID = turnID
        self.type = "reasoning"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            summary: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeIfPresent(AgentOutputItemStatus.self, forKey: "status")
        self.summary = try container.decodeRequired([SummaryTextContent].self, forKey: "summary", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "reasoning")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encode(self.summary, forKey: "summary")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentReasoningItem {
    public static var status: Self { Self("status") }
}
