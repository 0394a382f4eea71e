// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerMemoryLimit`
public nonisolated enum ContainerMemoryLimit: OpenEnum, EmptyDecodable {
    case limit1g
    case limit4g
    case limit16g
    case limit64g
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1g": self = .limit1g
        case "4g": self = .limit4g
        case "16g": self = .limit16g
        case "64g": self = .limit64g
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .limit1g: "1g"
        case .limit4g: "4g"
        case .limit16g: "16g"
        case .limit64g: "64g"
        case .unknown(let value): value
        }
    }
}
