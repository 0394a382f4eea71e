// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileAccessType`
public nonisolated enum UserProfileAccessType: OpenEnum, EmptyDecodable {
    case application
    case passthrough
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "application": self = .application
        case "passthrough": self = .passthrough
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .application: "application"
        case .passthrough: "passthrough"
        case .unknown(let value): value
        }
    }
}
