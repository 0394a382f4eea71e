// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DetailEnum`
public nonisolated enum DetailEnum: OpenEnum, EmptyDecodable {
    case low
    case high
    case auto
    case original
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "low": self = .low
        case "high": self = .high
        case "auto": self = .auto
        case "original": self = .original
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .low: "low"
        case .high: "high"
        case .auto: "auto"
        case .original: "original"
        case .unknown(let value): value
        }
    }
}
