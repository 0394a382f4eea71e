// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsUsageCostProductFilter`
public nonisolated enum BetaAnalyticsUsageCostProductFilter: OpenEnum, EmptyDecodable {
    case chat
    case chatCoworkUnified
    case claudeCode
    case claudeConsole
    case claudeDesign
    case claudeInChrome
    case claudeTag
    case cowork
    case managedAgentsApi
    case messageBatchesApi
    case messagesApi
    case officeAgent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "chat": self = .chat
        case "chat_cowork_unified": self = .chatCoworkUnified
        case "claude_code": self = .claudeCode
        case "claude_console": self = .claudeConsole
        case "claude_design": self = .claudeDesign
        case "claude_in_chrome": self = .claudeInChrome
        case "claude_tag": self = .claudeTag
        case "cowork": self = .cowork
        case "managed_agents_api": self = .managedAgentsApi
        case "message_batches_api": self = .messageBatchesApi
        case "messages_api": self = .messagesApi
        case "office_agent": self = .officeAgent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .chat: "chat"
        case .chatCoworkUnified: "chat_cowork_unified"
        case .claudeCode: "claude_code"
        case .claudeConsole: "claude_console"
        case .claudeDesign: "claude_design"
        case .claudeInChrome: "claude_in_chrome"
        case .claudeTag: "claude_tag"
        case .cowork: "cowork"
        case .managedAgentsApi: "managed_agents_api"
        case .messageBatchesApi: "message_batches_api"
        case .messagesApi: "messages_api"
        case .officeAgent: "office_agent"
        case .unknown(let value): value
        }
    }
}
