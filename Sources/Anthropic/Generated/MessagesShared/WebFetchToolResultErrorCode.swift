// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchToolResultErrorCode
///
/// - Schema: `#/components/schemas/WebFetchToolResultErrorCode`
public nonisolated enum WebFetchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case urlTooLong
    case urlNotAllowed
    case urlNotAccessible
    case unsupportedContentType
    case tooManyRequests
    case maxUsesExceeded
    case unavailable
    case urlNotInPriorContext
    case contentTooLarge
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "url_too_long": self = .urlTooLong
        case "url_not_allowed": self = .urlNotAllowed
        case "url_not_accessible": self = .urlNotAccessible
        case "unsupported_content_type": self = .unsupportedContentType
        case "too_many_requests": self = .tooManyRequests
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "unavailable": self = .unavailable
        case "url_not_in_prior_context": self = .urlNotInPriorContext
        case "content_too_large": self = .contentTooLarge
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .urlTooLong: "url_too_long"
        case .urlNotAllowed: "url_not_allowed"
        case .urlNotAccessible: "url_not_accessible"
        case .unsupportedContentType: "unsupported_content_type"
        case .tooManyRequests: "too_many_requests"
        case .maxUsesExceeded: "max_uses_exceeded"
        case .unavailable: "unavailable"
        case .urlNotInPriorContext: "url_not_in_prior_context"
        case .contentTooLarge: "content_too_large"
        case .unknown(let value): value
        }
    }
}
