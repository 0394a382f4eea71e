// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Speed
///
/// - Schema: `#/components/schemas/BetaSpeed`
public nonisolated enum BetaSpeed: OpenEnum, EmptyDecodable {
    case standard
    case fast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "standard": self = .standard
        case "fast": self = .fast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .standard: "standard"
        case .fast: "fast"
        case .unknown(let value): value
        }
    }
}
