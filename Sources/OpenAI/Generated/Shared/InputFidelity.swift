// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Control how much effort the model will exert to match the style and features, especially facial features, of input images. This parameter is only supported for `gpt-image-1` and `gpt-image-1.5` and later models, unsupported for `gpt-image-1-mini`. Supports `high` and `low`. Defaults to `low`.
///
/// - Schema: `#/components/schemas/InputFidelity`
public nonisolated enum InputFidelity: OpenEnum, EmptyDecodable {
    case high
    case low
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "high": self = .high
        case "low": self = .low
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .high: "high"
        case .low: "low"
        case .unknown(let value): value
        }
    }
}
