// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public enum GetCertificateIncludeItem: OpenEnum, EmptyDecodable {
    case content
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "content": self = .content
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .content: "content"
        case .unknown(let value): value
        }
    }
}

public enum GetChatCompletionMessagesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum GetEvalRunOutputItemsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum GetEvalRunOutputItemsStatus: OpenEnum, EmptyDecodable {
    case fail
    case pass
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "fail": self = .fail
        case "pass": self = .pass
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .fail: "fail"
        case .pass: "pass"
        case .unknown(let value): value
        }
    }
}

public enum GetEvalRunsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum GetEvalRunsStatus: OpenEnum, EmptyDecodable {
    case queued
    case inProgress
    case completed
    case canceled
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "queued": self = .queued
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "canceled": self = .canceled
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .queued: "queued"
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .canceled: "canceled"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}

public enum GetRunStepIncludeItem: OpenEnum, EmptyDecodable {
    case stepDetailsToolCallsFileSearchResultsContent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "step_details.tool_calls[*].file_search.results[*].content": self = .stepDetailsToolCallsFileSearchResultsContent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .stepDetailsToolCallsFileSearchResultsContent: "step_details.tool_calls[*].file_search.results[*].content"
        case .unknown(let value): value
        }
    }
}
