// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitInterval`
public nonisolated enum SpendLimitInterval: OpenEnum, EmptyDecodable {
    case month
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "month": self = .month
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .month: "month"
        case .unknown(let value): value
        }
    }
}
