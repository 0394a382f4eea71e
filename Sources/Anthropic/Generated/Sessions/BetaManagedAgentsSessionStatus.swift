// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// SessionStatus enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionStatus`
public nonisolated enum BetaManagedAgentsSessionStatus: OpenEnum, EmptyDecodable {
    case rescheduling
    case running
    case idle
    case terminated
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "rescheduling": self = .rescheduling
        case "running": self = .running
        case "idle": self = .idle
        case "terminated": self = .terminated
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .rescheduling: "rescheduling"
        case .running: "running"
        case .idle: "idle"
        case .terminated: "terminated"
        case .unknown(let value): value
        }
    }
}
