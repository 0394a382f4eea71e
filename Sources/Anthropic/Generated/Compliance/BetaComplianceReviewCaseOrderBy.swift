// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewCaseOrderBy`
public nonisolated enum BetaComplianceReviewCaseOrderBy: OpenEnum, EmptyDecodable {
    case createdAt
    case updatedAt
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "created_at": self = .createdAt
        case "updated_at": self = .updatedAt
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .createdAt: "created_at"
        case .updatedAt: "updated_at"
        case .unknown(let value): value
        }
    }
}
