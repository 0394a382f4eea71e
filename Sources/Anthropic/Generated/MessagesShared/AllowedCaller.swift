// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies who can invoke a tool.
///
/// Values:
///     direct: The model can call this tool directly.
///     code_execution_20250825: The tool can be called from the code execution environment (v1).
///     code_execution_20260120: The tool can be called from the code execution environment (v2 with persistence).
///
/// - Schema: `#/components/schemas/AllowedCaller`
public nonisolated enum AllowedCaller: OpenEnum, EmptyDecodable {
    case direct
    case codeExecution_20250825
    case codeExecution_20260120
    case codeExecution_20260521
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "direct": self = .direct
        case "code_execution_20250825": self = .codeExecution_20250825
        case "code_execution_20260120": self = .codeExecution_20260120
        case "code_execution_20260521": self = .codeExecution_20260521
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .direct: "direct"
        case .codeExecution_20250825: "code_execution_20250825"
        case .codeExecution_20260120: "code_execution_20260120"
        case .codeExecution_20260521: "code_execution_20260521"
        case .unknown(let value): value
        }
    }
}
