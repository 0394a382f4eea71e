// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsServiceTier`
public nonisolated enum BetaAnalyticsServiceTier: OpenEnum, EmptyDecodable {
    case batch
    case flex
    case flexDiscount
    case priority
    case priorityOnDemand
    case standard
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "batch": self = .batch
        case "flex": self = .flex
        case "flex_discount": self = .flexDiscount
        case "priority": self = .priority
        case "priority_on_demand": self = .priorityOnDemand
        case "standard": self = .standard
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .batch: "batch"
        case .flex: "flex"
        case .flexDiscount: "flex_discount"
        case .priority: "priority"
        case .priorityOnDemand: "priority_on_demand"
        case .standard: "standard"
        case .unknown(let value): value
        }
    }
}
