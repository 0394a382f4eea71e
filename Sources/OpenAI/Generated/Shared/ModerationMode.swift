// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ModerationMode`
public nonisolated enum ModerationMode: OpenEnum, EmptyDecodable {
    case score
    case block
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "score": self = .score
        case "block": self = .block
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .score: "score"
        case .block: "block"
        case .unknown(let value): value
        }
    }
}
