// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAdditionalTools`
public struct BetaAdditionalTools: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `additional_tools`.
    public var type: String

    /// The unique ID of the additional tools item.
    public var id: String

    /// The role that provided the additional tools.
    public var role: BetaMessageRole

    /// The additional tool definitions made available at this item.
    public var tools: [BetaTool]

    public init(
        id: String,
        role: BetaMessageRole,
        tools: [BetaTool],
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "additional_tools"
        self.id = id
        self.role = role
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            role: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case role
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "additional_tools")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.role = try container.decodeRequired(BetaMessageRole.self, forKey: .role, in: decoder)
        self.tools = try container.decodeRequired([BetaTool].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.tools, forKey: .tools)
    }
}

/// - Schema: `#/components/schemas/BetaAdditionalToolsItemParam`
public struct BetaAdditionalToolsItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The item type. Always `additional_tools`.
    public var type: String

    /// The role that provided the additional tools. Only `developer` is supported.
    public var role: String

    /// A list of additional tools made available at this item.
    public var tools: [BetaTool]

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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case type
        case role
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "additional_tools")
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder, constant: "developer")
        self.tools = try container.decodeRequired([BetaTool].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.tools, forKey: .tools)
    }
}
