// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response after recording a heartbeat for a work item.
///
/// - Schema: `#/components/schemas/BetaSelfHostedWorkHeartbeatResponse`
public nonisolated struct BetaSelfHostedWorkHeartbeatResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// RFC 3339 timestamp of the most recent heartbeat recorded for this work item, or
    /// an empty string if none has been recorded
    public var lastHeartbeat: String

    /// Whether the heartbeat succeeded in extending the lease
    public var leaseExtended: Bool

    /// Current state of the work item (active/stopping/stopped)
    public var state: BetaSelfHostedWorkHeartbeatResponse.State

    /// Effective TTL applied to the lease
    public var ttlSeconds: Int

    /// The type of response
    public var type: String

    public init(
        lastHeartbeat: String,
        leaseExtended: Bool,
        state: BetaSelfHostedWorkHeartbeatResponse.State,
        ttlSeconds: Int
    ) {
        self.lastHeartbeat = lastHeartbeat
        self.leaseExtended = leaseExtended
        self.state = state
        self.ttlSeconds = ttlSeconds
        self.type = "work_heartbeat"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            lastHeartbeat: .emptyValue,
            leaseExtended: .emptyValue,
            state: .emptyValue,
            ttlSeconds: .emptyValue
        )
    }

    /// Current state of the work item (active/stopping/stopped)
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
        self.lastHeartbeat = try container.decodeRequired(String.self, forKey: "last_heartbeat", in: decoder)
        self.leaseExtended = try container.decodeRequired(Bool.self, forKey: "lease_extended", in: decoder)
        self.state = try container.decodeRequired(BetaSelfHostedWorkHeartbeatResponse.State.self, forKey: "state", in: decoder)
        self.ttlSeconds = try container.decodeRequired(Int.self, forKey: "ttl_seconds", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "work_heartbeat")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.lastHeartbeat, forKey: "last_heartbeat")
        try container.encode(self.leaseExtended, forKey: "lease_extended")
        try container.encode(self.state, forKey: "state")
        try container.encode(self.ttlSeconds, forKey: "ttl_seconds")
        try container.encode(self.type, forKey: "type")
    }
}
