// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum ListFineTuningCheckpointPermissionsOrder: OpenEnum, EmptyDecodable {
    case ascending
    case descending
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "ascending": self = .ascending
        case "descending": self = .descending
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .ascending: "ascending"
        case .descending: "descending"
        case .unknown(let value): value
        }
    }
}
