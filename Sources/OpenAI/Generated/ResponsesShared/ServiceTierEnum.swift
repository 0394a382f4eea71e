// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ServiceTierEnum`
public nonisolated enum ServiceTierEnum: OpenEnum, EmptyDecodable {
    case auto
    case `default`
    case fast
    case flex
    case priority
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default": self = .`default`
        case "fast": self = .fast
        case "flex": self = .flex
        case "priority": self = .priority
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .`default`: "default"
        case .fast: "fast"
        case .flex: "flex"
        case .priority: "priority"
        case .unknown(let value): value
        }
    }
}
