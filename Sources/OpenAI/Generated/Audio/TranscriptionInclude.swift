// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TranscriptionInclude`
public nonisolated enum TranscriptionInclude: OpenEnum, EmptyDecodable {
    case logprobs
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "logprobs": self = .logprobs
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .logprobs: "logprobs"
        case .unknown(let value): value
        }
    }
}
