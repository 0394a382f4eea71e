// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ChatSessionStatus`
public nonisolated enum ChatSessionStatus: OpenEnum, EmptyDecodable {
    case active
    case expired
    case cancelled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "expired": self = .expired
        case "cancelled": self = .cancelled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .expired: "expired"
        case .cancelled: "cancelled"
        case .unknown(let value): value
        }
    }
}
