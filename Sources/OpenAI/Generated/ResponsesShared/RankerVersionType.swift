// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RankerVersionType`
public nonisolated enum RankerVersionType: OpenEnum, EmptyDecodable {
    case auto
    case default_2024_11_15
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default-2024-11-15": self = .default_2024_11_15
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .default_2024_11_15: "default-2024-11-15"
        case .unknown(let value): value
        }
    }
}
