// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Where a dream is in its lifecycle.
///
/// - Schema: `#/components/schemas/BetaDreamStatus`
public nonisolated enum BetaDreamStatus: OpenEnum, EmptyDecodable {
    case pending
    case running
    case completed
    case failed
    case canceled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "pending": self = .pending
        case "running": self = .running
        case "completed": self = .completed
        case "failed": self = .failed
        case "canceled": self = .canceled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .pending: "pending"
        case .running: "running"
        case .completed: "completed"
        case .failed: "failed"
        case .canceled: "canceled"
        case .unknown(let value): value
        }
    }
}
