// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// TextEditorCodeExecutionToolResultErrorCode
///
/// - Schema: `#/components/schemas/TextEditorCodeExecutionToolResultErrorCode`
public nonisolated enum TextEditorCodeExecutionToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case unavailable
    case tooManyRequests
    case executionTimeExceeded
    case fileNotFound
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "unavailable": self = .unavailable
        case "too_many_requests": self = .tooManyRequests
        case "execution_time_exceeded": self = .executionTimeExceeded
        case "file_not_found": self = .fileNotFound
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .unavailable: "unavailable"
        case .tooManyRequests: "too_many_requests"
        case .executionTimeExceeded: "execution_time_exceeded"
        case .fileNotFound: "file_not_found"
        case .unknown(let value): value
        }
    }
}
