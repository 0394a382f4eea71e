// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Inline agent configuration without a generated session-local identity.
///
/// - Schema: `#/components/schemas/AutomationAgentConfig`
public nonisolated struct AutomationAgentConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The effective context compaction settings.
    public var compaction: AutomationAgentConfigCompaction?

    /// The effective experimental settings for the agent.
    public var experimental: AutomationAgentConfigExperimental?

    /// Custom instructions, or null when absent.
    public var instructions: String?

    /// The requested model name.
    public var model: String

    /// The configuration for creating and coordinating subagents.
    public var multiAgent: MultiAgentConfig

    /// The configured reasoning policy.
    public var reasoning: AgentReasoning

    /// The configured service-tier policy.
    public var serviceTier: AutomationAgentConfig.ServiceTier

    /// The configured output format and verbosity.
    public var text: AgentText

    /// Configured tools, excluding confidential credentials.
    public var tools: [AgentTool]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String,
        multiAgent: MultiAgentConfig,
        reasoning: AgentReasoning,
        serviceTier: AutomationAgentConfig.ServiceTier,
        text: AgentText,
        tools: [AgentTool],
        compaction: AutomationAgentConfigCompaction? = nil,
        experimental: AutomationAgentConfigExperimental? = nil,
        instructions: String? = nil
    ) {
        self.compaction = compaction
        self.experimental = experimental
        self.instructions = instructions
        self.model = model
        self.multiAgent = multiAgent
        self.reasoning = reasoning
        self.serviceTier = serviceTier
        self.text = text
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            multiAgent: .emptyValue,
            reasoning: .emptyValue,
            serviceTier: .emptyValue,
            text: .emptyValue,
            tools: .emptyValue
        )
    }

    /// The configured service-tier policy.
    public nonisolated enum ServiceTier: OpenEnum, EmptyDecodable {
        case auto
        case `default`
        case flex
        case priority
        case fast
        case ultrafast
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "default": self = .`default`
            case "flex": self = .flex
            case "priority": self = .priority
            case "fast": self = .fast
            case "ultrafast": self = .ultrafast
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .`default`: "default"
            case .flex: "flex"
            case .priority: "priority"
            case .fast: "fast"
            case .ultrafast: "ultrafast"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.compaction = try container.decodeIfPresent(AutomationAgentConfigCompaction.self, forKey: "compaction")
        self.experimental = try container.decodeIfPresent(AutomationAgentConfigExperimental.self, forKey: "experimental")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.multiAgent = try container.decodeRequired(MultiAgentConfig.self, forKey: "multi_agent", in: decoder)
        self.reasoning = try container.decodeRequired(AgentReasoning.self, forKey: "reasoning", in: decoder)
        self.serviceTier = try container.decodeRequired(AutomationAgentConfig.ServiceTier.self, forKey: "service_tier", in: decoder)
        self.text = try container.decodeRequired(AgentText.self, forKey: "text", in: decoder)
        self.tools = try container.decodeRequired([AgentTool].self, forKey: "tools", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.compaction, forKey: "compaction")
        try container.encodeIfPresent(self.experimental, forKey: "experimental")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.multiAgent, forKey: "multi_agent")
        try container.encode(self.reasoning, forKey: "reasoning")
        try container.encode(self.serviceTier, forKey: "service_tier")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == AutomationAgentConfig {
    public static var compaction: Self { Self("compaction") }
    public static var experimental: Self { Self("experimental") }
    public static var instructions: Self { Self("instructions") }
}
