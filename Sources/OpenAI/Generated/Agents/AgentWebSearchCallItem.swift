// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A web search call produced by the agent.
///
/// - Schema: `#/components/schemas/AgentWebSearchCallItem`
public nonisolated struct AgentWebSearchCallItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The action performed by the web search tool.
    public var action: WebSearchAction?

    /// The ID of the web search call.
    public var id: String

    /// The status of the web search call.
    public var status: AgentOutputItemStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `web_search_call`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        status: AgentOutputItemStatus,
        turnID: String,
        action: WebSearchAction? = nil
    ) {
        self.action = action
        self.id = id
        self.status = status
        self.turnID = turnID
        self.type = "web_search_call"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeIfPresent(WebSearchAction.self, forKey: "action")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(AgentOutputItemStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search_call")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.action, forKey: "action")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentWebSearchCallItem {
    public static var action: Self { Self("action") }
}
