// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAdditionalToolsItemParam`
public nonisolated struct BetaAdditionalToolsItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The item type. Always `additional_tools`.
    public var type: String

    /// The role that provided the additional tools. Only `developer` is supported.
    public var role: String

    /// A list of additional tools made available at this item.
    public var tools: [BetaTool]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        tools: [BetaTool],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "additional_tools"
        self.role = "developer"
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "additional_tools")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "developer")
        self.tools = try container.decodeRequired([BetaTool].self, forKey: "tools", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == BetaAdditionalToolsItemParam {
    public static var agent: Self { Self("agent") }
    public static var id: Self { Self("id") }
}
