// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Inference speed mode. `fast` provides significantly faster output token generation at premium pricing. Not all models support `fast`; invalid combinations are rejected at create time.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSpeed`
public nonisolated enum BetaManagedAgentsSpeed: OpenEnum, EmptyDecodable {
    case standard
    case fast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "standard": self = .standard
        case "fast": self = .fast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .standard: "standard"
        case .fast: "fast"
        case .unknown(let value): value
        }
    }
}
