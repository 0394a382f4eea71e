// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Fields shared by periodic and one-time automations.
///
/// - Schema: `#/components/schemas/OneTimeAutomation`
public nonisolated struct OneTimeAutomation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The creation time as a Unix timestamp in seconds.
    public var createdAt: Int

    /// Service-recorded provenance; callers cannot supply this field.
    public var createdBy: AutomationCreatedBy

    /// The automation ID.
    public var id: String

    /// Custom string key-value pairs attached to the automation.
    public var metadata: [String: String]

    /// The automation's display name.
    public var name: String

    /// Always `agent.automation`.
    public var object: String

    /// Why the service paused this schedule, or null for other schedules.
    public var pauseReason: String?

    /// The Unix timestamp, in seconds, of the scheduled occurrence.
    public var runAt: Int

    /// Completion means the schedule has finished, not the agent's work.
    public var status: OneTimeAutomation.Status

    /// The session configuration or existing session receiving invocations.
    public var target: AutomationTarget

    /// The type of the object. Always `once`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        createdBy: AutomationCreatedBy,
        id: String,
        metadata: [String: String],
        name: String,
        runAt: Int,
        status: OneTimeAutomation.Status,
        target: AutomationTarget,
        pauseReason: String? = nil
    ) {
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.id = id
        self.metadata = metadata
        self.name = name
        self.object = "agent.automation"
        self.pauseReason = pauseReason
        self.runAt = runAt
        self.status = status
        self.target = target
        self.type = "once"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            createdBy: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue,
            name: .emptyValue,
            runAt: .emptyValue,
            status: .emptyValue,
            target: .emptyValue
        )
    }

    /// Completion means the schedule has finished, not the agent's work.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case paused
        case completed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "paused": self = .paused
            case "completed": self = .completed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .paused: "paused"
            case .completed: "completed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.createdBy = try container.decodeRequired(AutomationCreatedBy.self, forKey: "created_by", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.automation")
        self.pauseReason = try container.decodeIfPresent(String.self, forKey: "pause_reason")
        self.runAt = try container.decodeRequired(Int.self, forKey: "run_at", in: decoder)
        self.status = try container.decodeRequired(OneTimeAutomation.Status.self, forKey: "status", in: decoder)
        self.target = try container.decodeRequired(AutomationTarget.self, forKey: "target", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "once")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.createdBy, forKey: "created_by")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.pauseReason, forKey: "pause_reason")
        try container.encode(self.runAt, forKey: "run_at")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == OneTimeAutomation {
    public static var pauseReason: Self { Self("pause_reason") }
}
