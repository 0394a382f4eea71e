// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewDetermination`
public nonisolated enum BetaComplianceReviewDetermination: OpenEnum, EmptyDecodable {
    case violation
    case noViolation
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "violation": self = .violation
        case "no_violation": self = .noViolation
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .violation: "violation"
        case .noViolation: "no_violation"
        case .unknown(let value): value
        }
    }
}
