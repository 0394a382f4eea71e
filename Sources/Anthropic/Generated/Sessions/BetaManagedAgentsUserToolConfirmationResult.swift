// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// UserToolConfirmationResult enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationResult`
public nonisolated enum BetaManagedAgentsUserToolConfirmationResult: OpenEnum, EmptyDecodable {
    case allow
    case deny
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "allow": self = .allow
        case "deny": self = .deny
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .allow: "allow"
        case .deny: "deny"
        case .unknown(let value): value
        }
    }
}
