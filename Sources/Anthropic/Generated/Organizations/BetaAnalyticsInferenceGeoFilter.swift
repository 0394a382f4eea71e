// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsInferenceGeoFilter`
public nonisolated enum BetaAnalyticsInferenceGeoFilter: OpenEnum, EmptyDecodable {
    case global
    case notAvailable
    case us
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "global": self = .global
        case "not_available": self = .notAvailable
        case "us": self = .us
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .global: "global"
        case .notAvailable: "not_available"
        case .us: "us"
        case .unknown(let value): value
        }
    }
}
