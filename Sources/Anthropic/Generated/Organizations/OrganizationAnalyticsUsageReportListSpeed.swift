// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationAnalyticsUsageReportListSpeed: OpenEnum, EmptyDecodable {
    case fast
    case standard
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "fast": self = .fast
        case "standard": self = .standard
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .fast: "fast"
        case .standard: "standard"
        case .unknown(let value): value
        }
    }
}
