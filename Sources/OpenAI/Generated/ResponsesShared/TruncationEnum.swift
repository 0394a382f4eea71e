// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TruncationEnum`
public nonisolated enum TruncationEnum: OpenEnum, EmptyDecodable {
    case auto
    case disabled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "disabled": self = .disabled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .disabled: "disabled"
        case .unknown(let value): value
        }
    }
}
