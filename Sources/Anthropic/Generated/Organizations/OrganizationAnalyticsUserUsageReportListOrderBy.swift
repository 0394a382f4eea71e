// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationAnalyticsUserUsageReportListOrderBy: OpenEnum, EmptyDecodable {
    case outputTokens
    case requests
    case totalTokens
    case uncachedInputTokens
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "output_tokens": self = .outputTokens
        case "requests": self = .requests
        case "total_tokens": self = .totalTokens
        case "uncached_input_tokens": self = .uncachedInputTokens
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .outputTokens: "output_tokens"
        case .requests: "requests"
        case .totalTokens: "total_tokens"
        case .uncachedInputTokens: "uncached_input_tokens"
        case .unknown(let value): value
        }
    }
}
