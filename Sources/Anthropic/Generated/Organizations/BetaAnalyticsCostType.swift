// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostType`
public nonisolated enum BetaAnalyticsCostType: OpenEnum, EmptyDecodable {
    case codeExecution
    case tokens
    case webSearch
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "code_execution": self = .codeExecution
        case "tokens": self = .tokens
        case "web_search": self = .webSearch
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .codeExecution: "code_execution"
        case .tokens: "tokens"
        case .webSearch: "web_search"
        case .unknown(let value): value
        }
    }
}
