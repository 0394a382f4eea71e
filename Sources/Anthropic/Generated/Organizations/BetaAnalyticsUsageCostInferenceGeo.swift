// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsUsageCostInferenceGeo`
public nonisolated enum BetaAnalyticsUsageCostInferenceGeo: OpenEnum, EmptyDecodable {
    case global
    case us
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "global": self = .global
        case "us": self = .us
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .global: "global"
        case .us: "us"
        case .unknown(let value): value
        }
    }
}
