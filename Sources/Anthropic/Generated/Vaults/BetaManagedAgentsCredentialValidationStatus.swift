// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Overall verdict of a credential validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialValidationStatus`
public nonisolated enum BetaManagedAgentsCredentialValidationStatus: OpenEnum, EmptyDecodable {
    case valid
    case invalid
    case unknownValue
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "valid": self = .valid
        case "invalid": self = .invalid
        case "unknown": self = .unknownValue
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .valid: "valid"
        case .invalid: "invalid"
        case .unknownValue: "unknown"
        case .unknown(let value): value
        }
    }
}
