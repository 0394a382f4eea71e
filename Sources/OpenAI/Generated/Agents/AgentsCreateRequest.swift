// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Context compaction settings. Omission or null uses blocking compaction.
    public var compaction: AgentCreateParamsCompaction?

    /// Experimental agent settings. All experimental features default to disabled.
    public var experimental: AgentCreateParamsExperimental?

    /// Additional instructions appended to the agent's default base instructions.
    ///
    /// Omit or set to null to add no custom instructions.
    public var instructions: String?

    /// Up to 16 string key-value pairs, with keys up to 64 and values up to 512
    /// characters. Omission or null defaults to an empty map.
    public var metadata: [String: String]?

    /// The model to use for the agent. The requested model name is preserved.
    public var model: String

    /// Configuration for creating and coordinating subagents.
    ///
    /// Subagent tools are disabled by default.
    public var multiAgent: MultiAgentConfigParam?

    /// A human-readable name for the agent. Omission or null leaves the agent unnamed.
    public var name: String?

    /// Configuration for model reasoning. Omission uses the model's default effort.
    public var reasoning: AgentReasoningParam?

    /// The service tier used for model requests. Defaults to `auto`.
    ///
    /// - `auto` - Selects the service tier automatically.
    /// - `default` - Uses the default service tier.
    /// - `flex` - Uses the flex service tier.
    /// - `priority` - Uses the priority service tier.
    /// - `fast` - Uses the fast service tier.
    /// - `ultrafast` - Uses the ultrafast service tier.
    public var serviceTier: AgentsCreateRequest.ServiceTier?

    /// Configuration for generated text.
    ///
    /// Defaults to the `text` format and medium verbosity.
    public var text: AgentTextParam?

    /// Tools available to the agent.
    ///
    /// Defaults to an empty list. The tool list must fit within 3 MiB (3,145,728 bytes)
    /// of compact UTF-8 JSON.
    public var tools: [PersistedAgentToolParam]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String,
        compaction: AgentCreateParamsCompaction? = nil,
        experimental: AgentCreateParamsExperimental? = nil,
        instructions: String? = nil,
        metadata: [String: String]? = nil,
        multiAgent: MultiAgentConfigParam? = nil,
        name: String? = nil,
        reasoning: AgentReasoningParam? = nil,
        serviceTier: AgentsCreateRequest.ServiceTier? = nil,
        text: AgentTextParam? = nil,
        tools: [PersistedAgentToolParam]? = nil
    ) {
        self.compaction = compaction
        self.experimental = experimental
        self.instructions = instructions
        self.metadata = metadata
        self.model = model
        self.multiAgent = multiAgent
        self.name = name
        self.reasoning = reasoning
        self.serviceTier = serviceTier
        self.text = text
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// The service tier used for model requests. Defaults to `auto`.
    ///
    /// - `auto` - Selects the service tier automatically.
    /// - `default` - Uses the default service tier.
    /// - `flex` - Uses the flex service tier.
    /// - `priority` - Uses the priority service tier.
    /// - `fast` - Uses the fast service tier.
    /// - `ultrafast` - Uses the ultrafast service tier.
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
        self.compaction = try container.decodeIfPresent(AgentCreateParamsCompaction.self, forKey: "compaction")
        self.experimental = try container.decodeIfPresent(AgentCreateParamsExperimental.self, forKey: "experimental")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.multiAgent = try container.decodeIfPresent(MultiAgentConfigParam.self, forKey: "multi_agent")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.reasoning = try container.decodeIfPresent(AgentReasoningParam.self, forKey: "reasoning")
        self.serviceTier = try container.decodeIfPresent(AgentsCreateRequest.ServiceTier.self, forKey: "service_tier")
        self.text = try container.decodeIfPresent(AgentTextParam.self, forKey: "text")
        self.tools = try container.decodeIfPresent([PersistedAgentToolParam].self, forKey: "tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.compaction, forKey: "compaction")
        try container.encodeIfPresent(self.experimental, forKey: "experimental")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.multiAgent, forKey: "multi_agent")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == AgentsCreateRequest {
    public static var compaction: Self { Self("compaction") }
    public static var instructions: Self { Self("instructions") }
    public static var metadata: Self { Self("metadata") }
    public static var multiAgent: Self { Self("multi_agent") }
    public static var name: Self { Self("name") }
    public static var reasoning: Self { Self("reasoning") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var text: Self { Self("text") }
    public static var tools: Self { Self("tools") }
}
