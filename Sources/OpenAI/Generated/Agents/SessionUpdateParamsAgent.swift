// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Agent settings to update on this session. Omitted fields stay unchanged.
///
/// - Schema: `#/components/schemas/SessionUpdateParamsAgent`
public nonisolated struct SessionUpdateParamsAgent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The model for subsequent turns. Omit to keep the current model.
    public var model: String?

    /// Reasoning settings to update. Omit to keep the current effort.
    public var reasoning: SessionUpdateParamsAgentReasoning?

    /// Omit to keep the current tier. Null resets it to auto.
    ///
    /// - `auto` - Selects the service tier automatically.
    /// - `default` - Uses the default service tier.
    /// - `flex` - Uses the flex service tier.
    /// - `priority` - Uses the priority service tier.
    /// - `fast` - Uses the fast service tier.
    /// - `ultrafast` - Uses the ultrafast service tier.
    public var serviceTier: SessionUpdateParamsAgent.ServiceTier?

    /// Replaces the session tools.
    ///
    /// Functions and MCP servers change on the next model call. Built-in tools change
    /// by the next turn. Omit to keep the current tools, or pass null or an empty array
    /// to clear them.
    public var tools: [AgentToolParam]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String? = nil,
        reasoning: SessionUpdateParamsAgentReasoning? = nil,
        serviceTier: SessionUpdateParamsAgent.ServiceTier? = nil,
        tools: [AgentToolParam]? = nil
    ) {
        self.model = model
        self.reasoning = reasoning
        self.serviceTier = serviceTier
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Omit to keep the current tier. Null resets it to auto.
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
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.reasoning = try container.decodeIfPresent(SessionUpdateParamsAgentReasoning.self, forKey: "reasoning")
        self.serviceTier = try container.decodeIfPresent(SessionUpdateParamsAgent.ServiceTier.self, forKey: "service_tier")
        self.tools = try container.decodeIfPresent([AgentToolParam].self, forKey: "tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == SessionUpdateParamsAgent {
    public static var serviceTier: Self { Self("service_tier") }
    public static var tools: Self { Self("tools") }
}
