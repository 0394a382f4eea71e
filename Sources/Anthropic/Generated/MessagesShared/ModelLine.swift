// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ModelLine`
public nonisolated enum ModelLine: OpenEnum, EmptyDecodable {
    case haiku
    case sonnet
    case opus
    case fable
    case mythos
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "haiku": self = .haiku
        case "sonnet": self = .sonnet
        case "opus": self = .opus
        case "fable": self = .fable
        case "mythos": self = .mythos
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .haiku: "haiku"
        case .sonnet: "sonnet"
        case .opus: "opus"
        case .fable: "fable"
        case .mythos: "mythos"
        case .unknown(let value): value
        }
    }
}
