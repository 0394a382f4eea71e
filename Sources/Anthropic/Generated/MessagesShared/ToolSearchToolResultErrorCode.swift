// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ToolSearchToolResultErrorCode
///
/// - Schema: `#/components/schemas/ToolSearchToolResultErrorCode`
public nonisolated enum ToolSearchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case unavailable
    case tooManyRequests
    case executionTimeExceeded
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "unavailable": self = .unavailable
        case "too_many_requests": self = .tooManyRequests
        case "execution_time_exceeded": self = .executionTimeExceeded
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .unavailable: "unavailable"
        case .tooManyRequests: "too_many_requests"
        case .executionTimeExceeded: "execution_time_exceeded"
        case .unknown(let value): value
        }
    }
}
