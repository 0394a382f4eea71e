// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct WebhooksCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event types that trigger deliveries to this endpoint.
    public var eventTypes: [WebhooksCreateRequest.EventType]

    /// A human-readable name for the webhook endpoint.
    public var name: String

    /// The HTTPS URL that receives webhook deliveries.
    public var url: String

    public init(
        eventTypes: [WebhooksCreateRequest.EventType],
        name: String,
        url: String
    ) {
        self.eventTypes = eventTypes
        self.name = name
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventTypes: .emptyValue,
            name: .emptyValue,
            url: .emptyValue
        )
    }

    public nonisolated enum EventType: OpenEnum, EmptyDecodable {
        case batchCompleted
        case batchFailed
        case batchExpired
        case batchCancelled
        case responseCompleted
        case responseFailed
        case responseCancelled
        case responseIncomplete
        case evalRunSucceeded
        case evalRunFailed
        case evalRunCanceled
        case fineTuningJobSucceeded
        case fineTuningJobFailed
        case fineTuningJobCancelled
        case realtimeCallIncoming
        case videoCompleted
        case videoFailed
        case agentEnvironmentReady
        case agentEnvironmentFailed
        case agentEnvironmentSuspended
        case agentEnvironmentExpired
        case agentSessionCreated
        case agentSessionActionRequired
        case agentSessionInProgress
        case agentSessionIdle
        case agentSessionFailed
        case safetyAlertCreated
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "batch.completed": self = .batchCompleted
            case "batch.failed": self = .batchFailed
            case "batch.expired": self = .batchExpired
            case "batch.cancelled": self = .batchCancelled
            case "response.completed": self = .responseCompleted
            case "response.failed": self = .responseFailed
            case "response.cancelled": self = .responseCancelled
            case "response.incomplete": self = .responseIncomplete
            case "eval.run.succeeded": self = .evalRunSucceeded
            case "eval.run.failed": self = .evalRunFailed
            case "eval.run.canceled": self = .evalRunCanceled
            case "fine_tuning.job.succeeded": self = .fineTuningJobSucceeded
            case "fine_tuning.job.failed": self = .fineTuningJobFailed
            case "fine_tuning.job.cancelled": self = .fineTuningJobCancelled
            case "realtime.call.incoming": self = .realtimeCallIncoming
            case "video.completed": self = .videoCompleted
            case "video.failed": self = .videoFailed
            case "agent.environment.ready": self = .agentEnvironmentReady
            case "agent.environment.failed": self = .agentEnvironmentFailed
            case "agent.environment.suspended": self = .agentEnvironmentSuspended
            case "agent.environment.expired": self = .agentEnvironmentExpired
            case "agent.session.created": self = .agentSessionCreated
            case "agent.session.action_required": self = .agentSessionActionRequired
            case "agent.session.in_progress": self = .agentSessionInProgress
            case "agent.session.idle": self = .agentSessionIdle
            case "agent.session.failed": self = .agentSessionFailed
            case "safety.alert.created": self = .safetyAlertCreated
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .batchCompleted: "batch.completed"
            case .batchFailed: "batch.failed"
            case .batchExpired: "batch.expired"
            case .batchCancelled: "batch.cancelled"
            case .responseCompleted: "response.completed"
            case .responseFailed: "response.failed"
            case .responseCancelled: "response.cancelled"
            case .responseIncomplete: "response.incomplete"
            case .evalRunSucceeded: "eval.run.succeeded"
            case .evalRunFailed: "eval.run.failed"
            case .evalRunCanceled: "eval.run.canceled"
            case .fineTuningJobSucceeded: "fine_tuning.job.succeeded"
            case .fineTuningJobFailed: "fine_tuning.job.failed"
            case .fineTuningJobCancelled: "fine_tuning.job.cancelled"
            case .realtimeCallIncoming: "realtime.call.incoming"
            case .videoCompleted: "video.completed"
            case .videoFailed: "video.failed"
            case .agentEnvironmentReady: "agent.environment.ready"
            case .agentEnvironmentFailed: "agent.environment.failed"
            case .agentEnvironmentSuspended: "agent.environment.suspended"
            case .agentEnvironmentExpired: "agent.environment.expired"
            case .agentSessionCreated: "agent.session.created"
            case .agentSessionActionRequired: "agent.session.action_required"
            case .agentSessionInProgress: "agent.session.in_progress"
            case .agentSessionIdle: "agent.session.idle"
            case .agentSessionFailed: "agent.session.failed"
            case .safetyAlertCreated: "safety.alert.created"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventTypes = try container.decodeRequired([WebhooksCreateRequest.EventType].self, forKey: "event_types", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventTypes, forKey: "event_types")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.url, forKey: "url")
    }
}
