// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum BetaDeleteResponseOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}
