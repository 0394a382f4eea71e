// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMultiAgentAction`
public nonisolated enum BetaMultiAgentAction: OpenEnum, EmptyDecodable {
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
