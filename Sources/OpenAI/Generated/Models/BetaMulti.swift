// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMultiAgentAction`
public enum BetaMultiAgentAction: OpenEnum, EmptyDecodable {
    case spawnAgent
    case interruptAgent
    case listAgents
    case sendMessage
    case followupTask
    case waitAgent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "spawn_agent": self = .spawnAgent
        case "interrupt_agent": self = .interruptAgent
        case "list_agents": self = .listAgents
        case "send_message": self = .sendMessage
        case "followup_task": self = .followupTask
        case "wait_agent": self = .waitAgent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .spawnAgent: "spawn_agent"
        case .interruptAgent: "interrupt_agent"
        case .listAgents: "list_agents"
        case .sendMessage: "send_message"
        case .followupTask: "followup_task"
        case .waitAgent: "wait_agent"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaMultiAgentAction1`
public enum BetaMultiAgentActionParam: OpenEnum, EmptyDecodable {
    case spawnAgent
    case interruptAgent
    case listAgents
    case sendMessage
    case followupTask
    case waitAgent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "spawn_agent": self = .spawnAgent
        case "interrupt_agent": self = .interruptAgent
        case "list_agents": self = .listAgents
        case "send_message": self = .sendMessage
        case "followup_task": self = .followupTask
        case "wait_agent": self = .waitAgent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .spawnAgent: "spawn_agent"
        case .interruptAgent: "interrupt_agent"
        case .listAgents: "list_agents"
        case .sendMessage: "send_message"
        case .followupTask: "followup_task"
        case .waitAgent: "wait_agent"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaMultiAgentCall`
public struct BetaMultiAgentCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the multi-agent call. Always `multi_agent_call`.
    public var type: String

    /// The unique ID of the multi-agent call item.
    public var id: String

    /// The unique ID linking this call to its output.
    public var callID: String

    /// The multi-agent action to execute.
    public var action: BetaMultiAgentAction

    /// The JSON string of arguments generated for the action.
    public var arguments: String

    public init(
        id: String,
        callID: String,
        action: BetaMultiAgentAction,
        arguments: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "multi_agent_call"
        self.id = id
        self.callID = callID
        self.action = action
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            action: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case action
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "multi_agent_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.action = try container.decodeRequired(BetaMultiAgentAction.self, forKey: .action, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.action, forKey: .action)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// - Schema: `#/components/schemas/BetaMultiAgentCallItemParam`
public struct BetaMultiAgentCallItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The unique ID linking this call to its output.
    public var callID: String

    /// The item type. Always `multi_agent_call`.
    public var type: String

    /// The multi-agent action that was executed.
    public var action: BetaMultiAgentActionParam

    /// The action arguments as a JSON string.
    public var arguments: String

    public init(
        callID: String,
        action: BetaMultiAgentActionParam,
        arguments: String,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "multi_agent_call"
        self.action = action
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            action: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case action
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "multi_agent_call")
        self.action = try container.decodeRequired(BetaMultiAgentActionParam.self, forKey: .action, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.action, forKey: .action)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// - Schema: `#/components/schemas/BetaMultiAgentCallOutput`
public struct BetaMultiAgentCallOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the multi-agent result. Always `multi_agent_call_output`.
    public var type: String

    /// The unique ID of the multi-agent call output item.
    public var id: String

    /// The unique ID of the multi-agent call.
    public var callID: String

    /// The multi-agent action that produced this result.
    public var action: BetaMultiAgentAction

    /// Text output returned by the multi-agent action.
    public var output: [BetaOutputTextContent]

    public init(
        id: String,
        callID: String,
        action: BetaMultiAgentAction,
        output: [BetaOutputTextContent],
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "multi_agent_call_output"
        self.id = id
        self.callID = callID
        self.action = action
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            action: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case action
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "multi_agent_call_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.action = try container.decodeRequired(BetaMultiAgentAction.self, forKey: .action, in: decoder)
        self.output = try container.decodeRequired([BetaOutputTextContent].self, forKey: .output, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.action, forKey: .action)
        try container.encode(self.output, forKey: .output)
    }
}

/// - Schema: `#/components/schemas/BetaMultiAgentCallOutputItemParam`
public struct BetaMultiAgentCallOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The unique ID of the multi-agent call.
    public var callID: String

    /// The item type. Always `multi_agent_call_output`.
    public var type: String

    /// The multi-agent action that produced this result.
    public var action: BetaMultiAgentActionParam

    /// Text output returned by the multi-agent action.
    public var output: [BetaOutputTextContentParam]

    public init(
        callID: String,
        action: BetaMultiAgentActionParam,
        output: [BetaOutputTextContentParam],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "multi_agent_call_output"
        self.action = action
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            action: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case action
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "multi_agent_call_output")
        self.action = try container.decodeRequired(BetaMultiAgentActionParam.self, forKey: .action, in: decoder)
        self.output = try container.decodeRequired([BetaOutputTextContentParam].self, forKey: .output, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.action, forKey: .action)
        try container.encode(self.output, forKey: .output)
    }
}

/// Configuration for server-hosted multi-agent execution.
///
/// - Schema: `#/components/schemas/BetaMultiAgentParam`
public struct BetaMultiAgentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether to enable server-hosted multi-agent execution for this response.
    public var enabled: Bool

    /// `max_concurrent_subagents` sets the maximum number of subagents that can be active simultaneously across the entire agent tree. It includes all descendants—children, grandchildren, and deeper subagents—but excludes the root agent.
    /// The API does not impose a fixed upper bound on this setting. The default is `3`, which is recommended for most workloads. Multi-agent runs also have no fixed limit on tree depth or the total number of subagents created during a run.
    public var maxConcurrentSubagents: Int?

    public init(
        enabled: Bool,
        maxConcurrentSubagents: Int? = nil
    ) {
        self.enabled = enabled
        self.maxConcurrentSubagents = maxConcurrentSubagents
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case maxConcurrentSubagents = "max_concurrent_subagents"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
        self.maxConcurrentSubagents = try container.decodeIfPresent(Int.self, forKey: .maxConcurrentSubagents)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
        try container.encodeIfPresent(self.maxConcurrentSubagents, forKey: .maxConcurrentSubagents)
    }
}
