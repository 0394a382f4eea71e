// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingDisplayMode
///
/// - Schema: `#/components/schemas/ThinkingDisplayMode`
public nonisolated enum ThinkingDisplayMode: OpenEnum, EmptyDecodable {
    case summarized
    case omitted
    case updates
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "summarized": self = .summarized
        case "omitted": self = .omitted
        case "updates": self = .updates
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .summarized: "summarized"
        case .omitted: "omitted"
        case .updates: "updates"
        case .unknown(let value): value
        }
    }
}
