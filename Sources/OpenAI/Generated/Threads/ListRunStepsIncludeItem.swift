// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum ListRunStepsIncludeItem: OpenEnum, EmptyDecodable {
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
