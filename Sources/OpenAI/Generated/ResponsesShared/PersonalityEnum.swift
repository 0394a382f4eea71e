// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PersonalityEnum`
public nonisolated enum PersonalityEnum: OpenEnum, EmptyDecodable {
    case friendly
    case pragmatic
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "friendly": self = .friendly
        case "pragmatic": self = .pragmatic
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .friendly: "friendly"
        case .pragmatic: "pragmatic"
        case .unknown(let value): value
        }
    }
}
