// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The status of the run, which can be either `queued`, `in_progress`, `requires_action`, `cancelling`, `cancelled`, `failed`, `completed`, `incomplete`, or `expired`.
///
/// - Schema: `#/components/schemas/RunStatus`
public nonisolated enum RunStatus: OpenEnum, EmptyDecodable {
    case queued
    case inProgress
    case requiresAction
    case cancelling
    case cancelled
    case failed
    case completed
    case incomplete
    case expired
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "queued": self = .queued
        case "in_progress": self = .inProgress
        case "requires_action": self = .requiresAction
        case "cancelling": self = .cancelling
        case "cancelled": self = .cancelled
        case "failed": self = .failed
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        case "expired": self = .expired
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .queued: "queued"
        case .inProgress: "in_progress"
        case .requiresAction: "requires_action"
        case .cancelling: "cancelling"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .expired: "expired"
        case .unknown(let value): value
        }
    }
}
