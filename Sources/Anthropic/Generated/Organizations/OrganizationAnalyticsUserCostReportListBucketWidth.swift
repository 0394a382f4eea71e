// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationAnalyticsUserCostReportListBucketWidth: OpenEnum, EmptyDecodable {
    case width1d
    case width1h
    case width1m
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1d": self = .width1d
        case "1h": self = .width1h
        case "1m": self = .width1m
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1d: "1d"
        case .width1h: "1h"
        case .width1m: "1m"
        case .unknown(let value): value
        }
    }
}
