// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum ListProjectApiKeysOwnerProjectAccess: OpenEnum, EmptyDecodable {
    case active
    case inactive
    case `any`
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "inactive": self = .inactive
        case "any": self = .`any`
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .inactive: "inactive"
        case .`any`: "any"
        case .unknown(let value): value
        }
    }
}
