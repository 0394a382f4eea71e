// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/GrammarSyntax1`
public nonisolated enum GrammarSyntax: OpenEnum, EmptyDecodable {
    case lark
    case regex
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "lark": self = .lark
        case "regex": self = .regex
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .lark: "lark"
        case .regex: "regex"
        case .unknown(let value): value
        }
    }
}
