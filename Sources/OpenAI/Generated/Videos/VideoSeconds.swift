// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoSeconds`
public nonisolated enum VideoSeconds: OpenEnum, EmptyDecodable {
    case seconds4
    case seconds8
    case seconds12
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "4": self = .seconds4
        case "8": self = .seconds8
        case "12": self = .seconds12
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .seconds4: "4"
        case .seconds8: "8"
        case .seconds12: "12"
        case .unknown(let value): value
        }
    }
}
