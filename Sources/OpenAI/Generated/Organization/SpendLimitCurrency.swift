// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitCurrency`
public nonisolated enum SpendLimitCurrency: OpenEnum, EmptyDecodable {
    case usd
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "USD": self = .usd
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .usd: "USD"
        case .unknown(let value): value
        }
    }
}
