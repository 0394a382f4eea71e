// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ApplyPatchCallOutputStatus`
public nonisolated enum ApplyPatchCallOutputStatus: OpenEnum, EmptyDecodable {
    case completed
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}
