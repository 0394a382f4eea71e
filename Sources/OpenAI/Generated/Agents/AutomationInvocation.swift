// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One attempted delivery by an automation.
///
/// - Schema: `#/components/schemas/AutomationInvocation`
public nonisolated struct AutomationInvocation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The automation that owns the invocation.
    public var automationID: String

    /// The creation time as a Unix timestamp in seconds.
    public var createdAt: Int

    /// The permanent delivery failure, or null when no failure occurred.
    public var error: AutomationInvocationError?

    /// The invocation ID.
    public var id: String

    /// Always `agent.automation.invocation`.
    public var object: String

    /// The intended occurrence as a Unix timestamp in seconds, or null for manual runs.
    public var scheduledAt: Int?

    /// The target or newly created session ID, or null before one is available.
    public var sessionID: String?

    /// Why an occurrence was skipped, or null when it was not skipped.
    public var skipReason: String?

    /// Whether the invocation was manual or scheduled.
    public var source: AutomationInvocationSource

    /// Delivery status; completed does not mean the agent's work has finished.
    public var status: AutomationInvocation.Status

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        automationID: String,
        createdAt: Int,
        id: String,
        source: AutomationInvocationSource,
        status: AutomationInvocation.Status,
        error: AutomationInvocationError? = nil,
        scheduledAt: Int? = nil,
        sessionID: String? = nil,
        skipReason: String? = nil
    ) {
        self.automationID = automationID
        self.createdAt = createdAt
        self.error = error
        self.id = id
        self.object = "agent.automation.invocation"
        self.scheduledAt = scheduledAt
        self.sessionID = sessionID
        self.skipReason = skipReason
        self.source = source
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            automationID: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            source: .emptyValue,
            status: .emptyValue
        )
    }

    /// Delivery status; completed does not mean the agent's work has finished.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case queued
        case completed
        case failed
        case skipped
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "queued": self = .queued
            case "completed": self = .completed
            case "failed": self = .failed
            case "skipped": self = .skipped
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .queued: "queued"
            case .completed: "completed"
            case .failed: "failed"
            case .skipped: "skipped"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.automationID = try container.decodeRequired(String.self, forKey: "automation_id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.error = try container.decodeIfPresent(AutomationInvocationError.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.automation.invocation")
        self.scheduledAt = try container.decodeIfPresent(Int.self, forKey: "scheduled_at")
        self.sessionID = try container.decodeIfPresent(String.self, forKey: "session_id")
        self.skipReason = try container.decodeIfPresent(String.self, forKey: "skip_reason")
        self.source = try container.decodeRequired(AutomationInvocationSource.self, forKey: "source", in: decoder)
        self.status = try container.decodeRequired(AutomationInvocation.Status.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.automationID, forKey: "automation_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.scheduledAt, forKey: "scheduled_at")
        try container.encodeIfPresent(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.skipReason, forKey: "skip_reason")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == AutomationInvocation {
    public static var error: Self { Self("error") }
    public static var scheduledAt: Self { Self("scheduled_at") }
    public static var sessionID: Self { Self("session_id") }
    public static var skipReason: Self { Self("skip_reason") }
}
