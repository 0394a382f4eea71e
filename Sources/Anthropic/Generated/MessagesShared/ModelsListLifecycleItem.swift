// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum ModelsListLifecycleItem: OpenEnum, EmptyDecodable {
    case active
    case deprecated
    case retired
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "deprecated": self = .deprecated
        case "retired": self = .retired
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .deprecated: "deprecated"
        case .retired: "retired"
        case .unknown(let value): value
        }
    }
}
