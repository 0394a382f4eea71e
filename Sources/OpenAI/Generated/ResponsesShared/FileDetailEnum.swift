// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FileDetailEnum`
public nonisolated enum FileDetailEnum: OpenEnum, EmptyDecodable {
    case auto
    case low
    case high
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "low": self = .low
        case "high": self = .high
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .low: "low"
        case .high: "high"
        case .unknown(let value): value
        }
    }
}
