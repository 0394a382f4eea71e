// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PromptCacheModeEnum`
public nonisolated enum PromptCacheModeEnum: OpenEnum, EmptyDecodable {
    case implicit
    case explicit
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "implicit": self = .implicit
        case "explicit": self = .explicit
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .implicit: "implicit"
        case .explicit: "explicit"
        case .unknown(let value): value
        }
    }
}
