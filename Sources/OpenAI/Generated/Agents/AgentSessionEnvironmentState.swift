// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The current state of a session environment.
///
/// - Schema: `#/components/schemas/AgentSessionEnvironmentState`
public nonisolated struct AgentSessionEnvironmentState: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The error reported while preparing the environment, if any.
    public var error: AgentSessionEnvironmentStateError?

    /// The public ID of the environment.
    public var id: String

    /// The environment's connection status.
    ///
    /// - `pending` - The environment is being prepared.
    /// - `ready` - The environment is ready to connect.
    /// - `connected` - The environment is connected.
    /// - `disconnected` - The environment is disconnected.
    /// - `suspended` - The environment is stopped and can be resumed from its private
    ///   checkpoint.
    /// - `expired` - The environment and its private checkpoint have expired.
    /// - `failed` - The environment failed to connect.
    public var status: AgentSessionEnvironmentState.Status

    /// The environment type.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        status: AgentSessionEnvironmentState.Status,
        type: String,
        error: AgentSessionEnvironmentStateError? = nil
    ) {
        self.error = error
        self.id = id
        self.status = status
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            type: .emptyValue
        )
    }

    /// The environment's connection status.
    ///
    /// - `pending` - The environment is being prepared.
    /// - `ready` - The environment is ready to connect.
    /// - `connected` - The environment is connected.
    /// - `disconnected` - The environment is disconnected.
    /// - `suspended` - The environment is stopped and can be resumed from its private
    ///   checkpoint.
    /// - `expired` - The environment and its private checkpoint have expired.
    /// - `failed` - The environment failed to connect.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case pending
        case ready
        case connected
        case disconnected
        case suspended
        case expired
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "pending": self = .pending
            case "ready": self = .ready
            case "connected": self = .connected
            case "disconnected": self = .disconnected
            case "suspended": self = .suspended
            case "expired": self = .expired
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .pending: "pending"
            case .ready: "ready"
            case .connected: "connected"
            case .disconnected: "disconnected"
            case .suspended: "suspended"
            case .expired: "expired"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeIfPresent(AgentSessionEnvironmentStateError.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(AgentSessionEnvironmentState.Status.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionEnvironmentState {
    public static var error: Self { Self("error") }
}
