// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsProductFilter`
public nonisolated enum BetaAnalyticsProductFilter: OpenEnum, EmptyDecodable {
    case chat
    case chatCoworkUnified
    case claudeTag
    case claudeCode
    case claudeDesign
    case claudeInChrome
    case cowork
    case officeAgent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "chat": self = .chat
        case "chat_cowork_unified": self = .chatCoworkUnified
        case "claude-tag": self = .claudeTag
        case "claude_code": self = .claudeCode
        case "claude_design": self = .claudeDesign
        case "claude_in_chrome": self = .claudeInChrome
        case "cowork": self = .cowork
        case "office_agent": self = .officeAgent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .chat: "chat"
        case .chatCoworkUnified: "chat_cowork_unified"
        case .claudeTag: "claude-tag"
        case .claudeCode: "claude_code"
        case .claudeDesign: "claude_design"
        case .claudeInChrome: "claude_in_chrome"
        case .cowork: "cowork"
        case .officeAgent: "office_agent"
        case .unknown(let value): value
        }
    }
}
