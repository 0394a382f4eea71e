// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// SessionThreadStatus enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatus`
public nonisolated enum BetaManagedAgentsSessionThreadStatus: OpenEnum, EmptyDecodable {
    case running
    case idle
    case rescheduling
    case terminated
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "running": self = .running
        case "idle": self = .idle
        case "rescheduling": self = .rescheduling
        case "terminated": self = .terminated
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .running: "running"
        case .idle: "idle"
        case .rescheduling: "rescheduling"
        case .terminated: "terminated"
        case .unknown(let value): value
        }
    }
}
