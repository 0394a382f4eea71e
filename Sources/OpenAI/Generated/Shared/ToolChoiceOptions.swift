// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls which (if any) tool is called by the model.
///
/// `none` means the model will not call any tool and instead generates a message.
///
/// `auto` means the model can pick between generating a message or calling one or
/// more tools.
///
/// `required` means the model must call one or more tools.
///
/// - Schema: `#/components/schemas/ToolChoiceOptions`
public nonisolated enum ToolChoiceOptions: OpenEnum, EmptyDecodable {
    case none
    case auto
    case required
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "none": self = .none
        case "auto": self = .auto
        case "required": self = .required
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .auto: "auto"
        case .required: "required"
        case .unknown(let value): value
        }
    }
}
