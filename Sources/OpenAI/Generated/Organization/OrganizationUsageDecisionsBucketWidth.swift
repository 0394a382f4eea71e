// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationUsageDecisionsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}
