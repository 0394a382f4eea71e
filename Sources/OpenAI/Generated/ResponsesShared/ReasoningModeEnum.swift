// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ReasoningModeEnum`
public nonisolated enum ReasoningModeEnum: OpenEnum, EmptyDecodable {
    case standard
    case pro
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "standard": self = .standard
        case "pro": self = .pro
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .standard: "standard"
        case .pro: "pro"
        case .unknown(let value): value
        }
    }
}
