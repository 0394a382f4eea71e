// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileProgramStatus`
public nonisolated enum UserProfileProgramStatus: OpenEnum, EmptyDecodable {
    case active
    case pending
    case rejected
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "pending": self = .pending
        case "rejected": self = .rejected
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .pending: "pending"
        case .rejected: "rejected"
        case .unknown(let value): value
        }
    }
}
