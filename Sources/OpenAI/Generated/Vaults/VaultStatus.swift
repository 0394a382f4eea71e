// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VaultStatus`
public nonisolated enum VaultStatus: OpenEnum, EmptyDecodable {
    case active
    case archived
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "archived": self = .archived
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .archived: "archived"
        case .unknown(let value): value
        }
    }
}
