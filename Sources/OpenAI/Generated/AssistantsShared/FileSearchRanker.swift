// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The ranker to use for the file search. If not specified will use the `auto` ranker.
///
/// - Schema: `#/components/schemas/FileSearchRanker`
public nonisolated enum FileSearchRanker: OpenEnum, EmptyDecodable {
    case auto
    case default_2024_08_21
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default_2024_08_21": self = .default_2024_08_21
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .default_2024_08_21: "default_2024_08_21"
        case .unknown(let value): value
        }
    }
}
