// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationApiKeysListStatus: OpenEnum, EmptyDecodable {
    case active
    case archived
    case expired
    case inactive
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "archived": self = .archived
        case "expired": self = .expired
        case "inactive": self = .inactive
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .archived: "archived"
        case .expired: "expired"
        case .inactive: "inactive"
        case .unknown(let value): value
        }
    }
}
