// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Work resource representing a unit of work in a self-hosted environment.
///
/// Work items are queued when sessions are created or when long-dormant sessions
/// receive new messages. The environment worker polls for work to execute in a
/// self-hosted sandbox.
///
/// - Schema: `#/components/schemas/BetaSelfHostedWork`
public nonisolated struct BetaSelfHostedWork: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 timestamp when the work item was acknowledged and assigned to a
    /// self-hosted sandbox
    public var acknowledgedAt: String?

    /// RFC 3339 timestamp when work was created
    public var createdAt: String

    /// The actual work to be performed
    public var data: BetaSessionWorkData

    /// Environment identifier this work belongs to (e.g., `env_...`)
    public var environmentID: String

    /// Work identifier (e.g., 'work_...')
    public var id: String

    /// RFC 3339 timestamp of the most recent heartbeat
    public var latestHeartbeatAt: String?

    /// User-provided metadata key-value pairs associated with this work item
    public var metadata: [String: String]

    /// Credential payload used by the environment worker to execute this work item.
    ///
    /// May be populated when polling for work; null on all other retrieval paths.
    public var secret: String?

    /// RFC 3339 timestamp when work execution started
    public var startedAt: String?

    /// Current state of the work item
    public var state: BetaSelfHostedWork.State

    /// RFC 3339 timestamp when stop was requested
    public var stopRequestedAt: String?

    /// RFC 3339 timestamp when work execution stopped
    public var stoppedAt: String?

    /// The type of object (always 'work')
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        data: BetaSessionWorkData,
        environmentID: String,
        id: String,
        metadata: [String: String],
        state: BetaSelfHostedWork.State,
        acknowledgedAt: String? = nil,
        latestHeartbeatAt: String? = nil,
        secret: String? = nil,
        startedAt: String? = nil,
        stopRequestedAt: String? = nil,
        stoppedAt: String? = nil
    ) {
        self.acknowledgedAt = acknowledgedAt
        self.createdAt = createdAt
        self.data = data
        self.environmentID = environmentID
        self.id = id
        self.latestHeartbeatAt = latestHeartbeatAt
        self.metadata = metadata
        self.secret = secret
        self.startedAt = startedAt
        self.state = state
        self.stopRequestedAt = stopRequestedAt
        self.stoppedAt = stoppedAt
        self.type = "work"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            data: .emptyValue,
            environmentID: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue,
            state: .emptyValue
        )
    }

    /// Current state of the work item
    public nonisolated enum State: OpenEnum, EmptyDecodable {
        case queued
        case starting
        case active
        case stopping
        case stopped
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "queued": self = .queued
            case "starting": self = .starting
            case "active": self = .active
            case "stopping": self = .stopping
            case "stopped": self = .stopped
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .queued: "queued"
            case .starting: "starting"
            case .active: "active"
            case .stopping: "stopping"
            case .stopped: "stopped"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acknowledgedAt = try container.decodeIfPresent(String.self, forKey: "acknowledged_at")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.data = try container.decodeRequired(BetaSessionWorkData.self, forKey: "data", in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.latestHeartbeatAt = try container.decodeIfPresent(String.self, forKey: "latest_heartbeat_at")
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.secret = try container.decodeIfPresent(String.self, forKey: "secret")
        self.startedAt = try container.decodeIfPresent(String.self, forKey: "started_at")
        self.state = try container.decodeRequired(BetaSelfHostedWork.State.self, forKey: "state", in: decoder)
        self.stopRequestedAt = try container.decodeIfPresent(String.self, forKey: "stop_requested_at")
        self.stoppedAt = try container.decodeIfPresent(String.self, forKey: "stopped_at")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "work")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.acknowledgedAt, forKey: "acknowledged_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.latestHeartbeatAt, forKey: "latest_heartbeat_at")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.secret, forKey: "secret")
        try container.encodeIfPresent(self.startedAt, forKey: "started_at")
        try container.encode(self.state, forKey: "state")
        try container.encodeIfPresent(self.stopRequestedAt, forKey: "stop_requested_at")
        try container.encodeIfPresent(self.stoppedAt, forKey: "stopped_at")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaSelfHostedWork {
    public static var acknowledgedAt: Self { Self("acknowledged_at") }
    public static var latestHeartbeatAt: Self { Self("latest_heartbeat_at") }
    public static var secret: Self { Self("secret") }
    public static var startedAt: Self { Self("started_at") }
    public static var stopRequestedAt: Self { Self("stop_requested_at") }
    public static var stoppedAt: Self { Self("stopped_at") }
}
