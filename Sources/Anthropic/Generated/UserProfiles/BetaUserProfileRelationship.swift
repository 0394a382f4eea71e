// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// How the entity behind a user profile relates to the platform that owns the API key. `external`: an individual end-user of the platform. `resold`: a company the platform resells Claude access to. `internal`: the platform's own usage.
///
/// - Schema: `#/components/schemas/BetaUserProfileRelationship`
public nonisolated enum BetaUserProfileRelationship: OpenEnum, EmptyDecodable {
    case external
    case resold
    case `internal`
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "external": self = .external
        case "resold": self = .resold
        case "internal": self = .`internal`
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .external: "external"
        case .resold: "resold"
        case .`internal`: "internal"
        case .unknown(let value): value
        }
    }
}
