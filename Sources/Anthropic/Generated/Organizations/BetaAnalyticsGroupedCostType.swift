// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsGroupedCostType`
public nonisolated enum BetaAnalyticsGroupedCostType: OpenEnum, EmptyDecodable {
    case codeExecution
    case sessionUsage
    case tokens
    case webSearch
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "code_execution": self = .codeExecution
        case "session_usage": self = .sessionUsage
        case "tokens": self = .tokens
        case "web_search": self = .webSearch
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .codeExecution: "code_execution"
        case .sessionUsage: "session_usage"
        case .tokens: "tokens"
        case .webSearch: "web_search"
        case .unknown(let value): value
        }
    }
}
