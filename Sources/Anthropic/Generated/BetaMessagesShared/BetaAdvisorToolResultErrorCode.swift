// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// AdvisorToolResultErrorCode
///
/// - Schema: `#/components/schemas/BetaAdvisorToolResultErrorCode`
public nonisolated enum BetaAdvisorToolResultErrorCode: OpenEnum, EmptyDecodable {
    case maxUsesExceeded
    case promptTooLong
    case tooManyRequests
    case overloaded
    case unavailable
    case executionTimeExceeded
    case modelNotFound
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "prompt_too_long": self = .promptTooLong
        case "too_many_requests": self = .tooManyRequests
        case "overloaded": self = .overloaded
        case "unavailable": self = .unavailable
        case "execution_time_exceeded": self = .executionTimeExceeded
        case "model_not_found": self = .modelNotFound
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .maxUsesExceeded: "max_uses_exceeded"
        case .promptTooLong: "prompt_too_long"
        case .tooManyRequests: "too_many_requests"
        case .overloaded: "overloaded"
        case .unavailable: "unavailable"
        case .executionTimeExceeded: "execution_time_exceeded"
        case .modelNotFound: "model_not_found"
        case .unknown(let value): value
        }
    }
}
