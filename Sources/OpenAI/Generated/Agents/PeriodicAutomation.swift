// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Fields shared by periodic and one-time automations.
///
/// - Schema: `#/components/schemas/PeriodicAutomation`
public nonisolated struct PeriodicAutomation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The creation time as a Unix timestamp in seconds.
    public var createdAt: Int

    /// Service-recorded provenance; callers cannot supply this field.
    public var createdBy: AutomationCreatedBy

    /// The cron expression determining scheduled occurrences.
    public var expression: String

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

    /// Whether scheduled delivery is active or paused.
    public var status: PeriodicAutomation.Status

    /// The session configuration or existing session receiving invocations.
    public var target: AutomationTarget

    /// The timezone used to interpret the expression.
    public var timezone: String

    /// The type of the object. Always `periodic`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        createdBy: AutomationCreatedBy,
        expression: String,
        id: String,
        metadata: [String: String],
        name: String,
        status: PeriodicAutomation.Status,
        target: AutomationTarget,
        timezone: String,
        pauseReason: String? = nil
    ) {
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.expression = expression
        self.id = id
        self.metadata = metadata
        self.name = name
        self.object = "agent.automation"
        self.pauseReason = pauseReason
        self.status = status
        self.target = target
        self.timezone = timezone
        self.type = "periodic"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            createdBy: .emptyValue,
            expression: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue,
            name: .emptyValue,
            status: .emptyValue,
            target: .emptyValue,
            timezone: .emptyValue
        )
    }

    /// Whether scheduled delivery is active or paused.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case paused
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "paused": self = .paused
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .paused: "paused"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.createdBy = try container.decodeRequired(AutomationCreatedBy.self, forKey: "created_by", in: decoder)
        self.expression = try container.decodeRequired(String.self, forKey: "expression", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.automation")
        self.pauseReason = try container.decodeIfPresent(String.self, forKey: "pause_reason")
        self.status = try container.decodeRequired(PeriodicAutomation.Status.self, forKey: "status", in: decoder)
        self.target = try container.decodeRequired(AutomationTarget.self, forKey: "target", in: decoder)
        self.timezone = try container.decodeRequired(String.self, forKey: "timezone", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "periodic")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.createdBy, forKey: "created_by")
        try container.encode(self.expression, forKey: "expression")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.pauseReason, forKey: "pause_reason")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.timezone, forKey: "timezone")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == PeriodicAutomation {
    public static var pauseReason: Self { Self("pause_reason") }
}
