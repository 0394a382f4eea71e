// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A session thread has yielded and is awaiting input. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusIdleEvent`
public nonisolated struct BetaManagedAgentsSessionThreadStatusIdleEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Public sthr_ ID of the thread that went idle.
    public var sessionThreadID: String

    /// Timestamp of the status transition.
    public var processedAt: BetaTimestamp

    /// Name of the agent the thread runs.
    public var agentName: String

    public var stopReason: BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason

    /// Structured information about why the thread stopped.
    ///
    /// `null` when there is nothing more to report.
    public var stopDetails: BetaManagedAgentsSessionRefusalStopDetails?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        sessionThreadID: String,
        processedAt: BetaTimestamp,
        agentName: String,
        stopReason: BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason,
        stopDetails: BetaManagedAgentsSessionRefusalStopDetails? = nil
    ) {
        self.type = "session.thread_status_idle"
        self.id = id
        self.sessionThreadID = sessionThreadID
        self.processedAt = processedAt
        self.agentName = agentName
        self.stopReason = stopReason
        self.stopDetails = stopDetails
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionThreadID: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue,
            stopReason: .emptyValue
        )
    }

    public nonisolated enum StopReason: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `end_turn`
        case endTurn(BetaManagedAgentsSessionEndTurn)
        /// - `type`: `requires_action`
        case requiresAction(BetaManagedAgentsSessionRequiresAction)
        /// - `type`: `retries_exhausted`
        case retriesExhausted(BetaManagedAgentsSessionRetriesExhausted)
        /// - `type`: `budget_reached`
        case budgetReached(BetaManagedAgentsSessionBudgetReached)
        /// - `type`: `refusal`
        case refusal(BetaManagedAgentsSessionRefusal)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "end_turn": self = .endTurn(try BetaManagedAgentsSessionEndTurn(from: decoder)); return
                case "requires_action": self = .requiresAction(try BetaManagedAgentsSessionRequiresAction(from: decoder)); return
                case "retries_exhausted": self = .retriesExhausted(try BetaManagedAgentsSessionRetriesExhausted(from: decoder)); return
                case "budget_reached": self = .budgetReached(try BetaManagedAgentsSessionBudgetReached(from: decoder)); return
                case "refusal": self = .refusal(try BetaManagedAgentsSessionRefusal(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .endTurn(let value): try value.encode(to: encoder)
            case .requiresAction(let value): try value.encode(to: encoder)
            case .retriesExhausted(let value): try value.encode(to: encoder)
            case .budgetReached(let value): try value.encode(to: encoder)
            case .refusal(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.thread_status_idle")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: "session_thread_id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: "agent_name", in: decoder)
        self.stopReason = try container.decodeRequired(BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason.self, forKey: "stop_reason", in: decoder)
        self.stopDetails = try container.decodeIfPresent(BetaManagedAgentsSessionRefusalStopDetails.self, forKey: "stop_details")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.sessionThreadID, forKey: "session_thread_id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.agentName, forKey: "agent_name")
        try container.encode(self.stopReason, forKey: "stop_reason")
        try container.encodeIfPresent(self.stopDetails, forKey: "stop_details")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionThreadStatusIdleEvent {
    public static var stopDetails: Self { Self("stop_details") }
}
