// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationAnalyticsUserCostReportListOrderBy: OpenEnum, EmptyDecodable {
    case amount
    case listAmount
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "amount": self = .amount
        case "list_amount": self = .listAmount
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .amount: "amount"
        case .listAmount: "list_amount"
        case .unknown(let value): value
        }
    }
}
