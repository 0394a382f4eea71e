// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaBillTo`
public nonisolated enum BetaBillTo: OpenEnum, EmptyDecodable {
    case `self`
    case userProfile
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "self": self = .`self`
        case "user_profile": self = .userProfile
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .`self`: "self"
        case .userProfile: "user_profile"
        case .unknown(let value): value
        }
    }
}
