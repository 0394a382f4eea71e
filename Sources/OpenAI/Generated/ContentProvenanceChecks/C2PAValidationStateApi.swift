// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/C2PAValidationStateApi`
public nonisolated enum C2PAValidationStateApi: OpenEnum, EmptyDecodable {
    case trusted
    case valid
    case invalid
    case notPresent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "trusted": self = .trusted
        case "valid": self = .valid
        case "invalid": self = .invalid
        case "not_present": self = .notPresent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .trusted: "trusted"
        case .valid: "valid"
        case .invalid: "invalid"
        case .notPresent: "not_present"
        case .unknown(let value): value
        }
    }
}
