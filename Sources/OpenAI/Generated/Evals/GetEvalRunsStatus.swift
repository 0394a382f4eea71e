// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum GetEvalRunsStatus: OpenEnum, EmptyDecodable {
    case queued
    case inProgress
    case completed
    case canceled
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "queued": self = .queued
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "canceled": self = .canceled
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .queued: "queued"
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .canceled: "canceled"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}
