// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ImageGenActionEnum`
public nonisolated enum ImageGenActionEnum: OpenEnum, EmptyDecodable {
    case generate
    case edit
    case auto
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "generate": self = .generate
        case "edit": self = .edit
        case "auto": self = .auto
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .generate: "generate"
        case .edit: "edit"
        case .auto: "auto"
        case .unknown(let value): value
        }
    }
}
