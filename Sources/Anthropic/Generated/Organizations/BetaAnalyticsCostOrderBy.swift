// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostOrderBy`
public nonisolated enum BetaAnalyticsCostOrderBy: OpenEnum, EmptyDecodable {
    case amount
    case listAmount
    case time
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "amount": self = .amount
        case "list_amount": self = .listAmount
        case "time": self = .time
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .amount: "amount"
        case .listAmount: "list_amount"
        case .time: "time"
        case .unknown(let value): value
        }
    }
}
