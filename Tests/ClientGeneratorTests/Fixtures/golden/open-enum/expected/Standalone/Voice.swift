// Generated from Tests/ClientGeneratorTests/Fixtures/golden/open-enum/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A voice.
///
/// - Schema: `#/components/schemas/Voice`
public nonisolated enum Voice: OpenEnum, EmptyDecodable {
    case alloy
    case echo
    case shimmer2
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "alloy": self = .alloy
        case "echo": self = .echo
        case "shimmer-2": self = .shimmer2
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .alloy: "alloy"
        case .echo: "echo"
        case .shimmer2: "shimmer-2"
        case .unknown(let value): value
        }
    }
}
