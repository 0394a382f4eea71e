// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectOptionalServiceTier`
public nonisolated enum ProjectOptionalServiceTier: OpenEnum, EmptyDecodable {
    case flex
    case fast
    case ultrafast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "flex": self = .flex
        case "fast": self = .fast
        case "ultrafast": self = .ultrafast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .flex: "flex"
        case .fast: "fast"
        case .ultrafast: "ultrafast"
        case .unknown(let value): value
        }
    }
}
