// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileListOrderBy`
public nonisolated enum UserProfileListOrderBy: OpenEnum, EmptyDecodable {
    case createdAt
    case name
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "created_at": self = .createdAt
        case "name": self = .name
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .createdAt: "created_at"
        case .name: "name"
        case .unknown(let value): value
        }
    }
}
