// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebSearchToolResultErrorCode
///
/// - Schema: `#/components/schemas/WebSearchToolResultErrorCode`
public nonisolated enum WebSearchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case unavailable
    case maxUsesExceeded
    case tooManyRequests
    case queryTooLong
    case requestTooLarge
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "unavailable": self = .unavailable
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "too_many_requests": self = .tooManyRequests
        case "query_too_long": self = .queryTooLong
        case "request_too_large": self = .requestTooLarge
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .unavailable: "unavailable"
        case .maxUsesExceeded: "max_uses_exceeded"
        case .tooManyRequests: "too_many_requests"
        case .queryTooLong: "query_too_long"
        case .requestTooLarge: "request_too_large"
        case .unknown(let value): value
        }
    }
}
