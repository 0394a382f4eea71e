// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsContextWindow`
public nonisolated enum BetaAnalyticsContextWindow: OpenEnum, EmptyDecodable {
    case window0_200k
    case window200k1M
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "0-200k": self = .window0_200k
        case "200k-1M": self = .window200k1M
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .window0_200k: "0-200k"
        case .window200k1M: "200k-1M"
        case .unknown(let value): value
        }
    }
}
