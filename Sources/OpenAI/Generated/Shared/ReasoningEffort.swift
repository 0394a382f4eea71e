// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains effort on reasoning for reasoning models. Currently supported
/// values are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`.
/// Reducing reasoning effort can result in faster responses and fewer tokens
/// used on reasoning in a response. Not all reasoning models support every
/// value. See the
/// [reasoning guide](https://platform.openai.com/docs/guides/reasoning)
/// for model-specific support.
///
/// - Schema: `#/components/schemas/ReasoningEffort`
public nonisolated enum ReasoningEffort: OpenEnum, EmptyDecodable {
    case none
    case minimal
    case low
    case medium
    case high
    case xhigh
    case max
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "none": self = .none
        case "minimal": self = .minimal
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        case "xhigh": self = .xhigh
        case "max": self = .max
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .minimal: "minimal"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .xhigh: "xhigh"
        case .max: "max"
        case .unknown(let value): value
        }
    }
}
