// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CallableToolAllowedCaller`
public nonisolated enum CallableToolAllowedCaller: OpenEnum, EmptyDecodable {
    case direct
    case programmatic
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "direct": self = .direct
        case "programmatic": self = .programmatic
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .direct: "direct"
        case .programmatic: "programmatic"
        case .unknown(let value): value
        }
    }
}
