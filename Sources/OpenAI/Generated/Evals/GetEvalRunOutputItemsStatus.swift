// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum GetEvalRunOutputItemsStatus: OpenEnum, EmptyDecodable {
    case fail
    case pass
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "fail": self = .fail
        case "pass": self = .pass
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .fail: "fail"
        case .pass: "pass"
        case .unknown(let value): value
        }
    }
}
