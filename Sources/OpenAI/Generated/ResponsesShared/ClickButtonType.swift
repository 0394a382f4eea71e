// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ClickButtonType`
public nonisolated enum ClickButtonType: OpenEnum, EmptyDecodable {
    case left
    case right
    case wheel
    case back
    case forward
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "left": self = .left
        case "right": self = .right
        case "wheel": self = .wheel
        case "back": self = .back
        case "forward": self = .forward
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .wheel: "wheel"
        case .back: "back"
        case .forward: "forward"
        case .unknown(let value): value
        }
    }
}
