// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ErrorType
///
/// - Schema: `#/components/schemas/ErrorType`
public nonisolated enum ErrorType: OpenEnum, EmptyDecodable {
    case invalidRequestError
    case authenticationError
    case permissionError
    case notFoundError
    case rateLimitError
    case timeoutError
    case overloadedError
    case apiError
    case billingError
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_request_error": self = .invalidRequestError
        case "authentication_error": self = .authenticationError
        case "permission_error": self = .permissionError
        case "not_found_error": self = .notFoundError
        case "rate_limit_error": self = .rateLimitError
        case "timeout_error": self = .timeoutError
        case "overloaded_error": self = .overloadedError
        case "api_error": self = .apiError
        case "billing_error": self = .billingError
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidRequestError: "invalid_request_error"
        case .authenticationError: "authentication_error"
        case .permissionError: "permission_error"
        case .notFoundError: "not_found_error"
        case .rateLimitError: "rate_limit_error"
        case .timeoutError: "timeout_error"
        case .overloadedError: "overloaded_error"
        case .apiError: "api_error"
        case .billingError: "billing_error"
        case .unknown(let value): value
        }
    }
}
