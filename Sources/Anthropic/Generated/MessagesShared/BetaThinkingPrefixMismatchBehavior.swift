// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaThinkingPrefixMismatchBehavior`
public nonisolated enum BetaThinkingPrefixMismatchBehavior: OpenEnum, EmptyDecodable {
    case error
    case dropBlock
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "error": self = .error
        case "drop_block": self = .dropBlock
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .error: "error"
        case .dropBlock: "drop_block"
        case .unknown(let value): value
        }
    }
}
