// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProgramOutputItemStatus`
public nonisolated enum ProgramOutputItemStatus: OpenEnum, EmptyDecodable {
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}
