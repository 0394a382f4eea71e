// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewCaseStatusFilter`
public nonisolated enum BetaComplianceReviewCaseStatusFilter: OpenEnum, EmptyDecodable {
    case `open`
    case closed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "open": self = .`open`
        case "closed": self = .closed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .`open`: "open"
        case .closed: "closed"
        case .unknown(let value): value
        }
    }
}
