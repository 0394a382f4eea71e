// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains effort on reasoning for reasoning-capable Realtime models such as
/// `gpt-realtime-2`.
///
/// - Schema: `#/components/schemas/RealtimeReasoningEffort`
public nonisolated enum RealtimeReasoningEffort: OpenEnum, EmptyDecodable {
    case minimal
    case low
    case medium
    case high
    case xhigh
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "minimal": self = .minimal
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        case "xhigh": self = .xhigh
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .minimal: "minimal"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .xhigh: "xhigh"
        case .unknown(let value): value
        }
    }
}
