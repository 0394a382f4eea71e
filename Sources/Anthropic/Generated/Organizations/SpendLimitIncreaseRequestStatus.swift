// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitIncreaseRequestStatus`
public nonisolated enum SpendLimitIncreaseRequestStatus: OpenEnum, EmptyDecodable {
    case approved
    case denied
    case pending
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "approved": self = .approved
        case "denied": self = .denied
        case "pending": self = .pending
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .approved: "approved"
        case .denied: "denied"
        case .pending: "pending"
        case .unknown(let value): value
        }
    }
}
