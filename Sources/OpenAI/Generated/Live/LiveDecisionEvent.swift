// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Decision API event for a Live delegation or transcript trigger.
///
/// For a trigger, source_event_id identifies the transcript delta that caused this evaluation.
///
/// - Schema: `#/components/schemas/LiveDecisionEvent`
public nonisolated struct LiveDecisionEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Live delegation ID, or null for a transcript trigger.
    public var delegationID: String?

    public var event: LiveEvent

    /// The unique ID of this Live server event.
    public var eventID: String

    /// The event_id of the transcript delta that fired this trigger, or null for a
    /// delegation.
    public var sourceEventID: String?

    public var sourceEventType: LiveDecisionEvent.SourceEventType?

    /// The Live-assigned ID of this trigger firing, or null for a delegation.
    public var triggerID: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        event: LiveEvent,
        eventID: String,
        delegationID: String? = nil,
        sourceEventID: String? = nil,
        sourceEventType: LiveDecisionEvent.SourceEventType? = nil,
        triggerID: String? = nil
    ) {
        self.delegationID = delegationID
        self.event = event
        self.eventID = eventID
        self.sourceEventID = sourceEventID
        self.sourceEventType = sourceEventType
        self.triggerID = triggerID
        self.type = "decision.event"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue,
            eventID: .emptyValue
        )
    }

    public nonisolated enum SourceEventType: OpenEnum, EmptyDecodable {
        case sessionInputTranscriptDelta
        case sessionOutputTranscriptDelta
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "session.input_transcript.delta": self = .sessionInputTranscriptDelta
            case "session.output_transcript.delta": self = .sessionOutputTranscriptDelta
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .sessionInputTranscriptDelta: "session.input_transcript.delta"
            case .sessionOutputTranscriptDelta: "session.output_transcript.delta"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delegationID = try container.decodeIfPresent(String.self, forKey: "delegation_id")
        self.event = try container.decodeRequired(LiveEvent.self, forKey: "event", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.sourceEventID = try container.decodeIfPresent(String.self, forKey: "source_event_id")
        self.sourceEventType = try container.decodeIfPresent(LiveDecisionEvent.SourceEventType.self, forKey: "source_event_type")
        self.triggerID = try container.decodeIfPresent(String.self, forKey: "trigger_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decision.event")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.delegationID, forKey: "delegation_id")
        try container.encode(self.event, forKey: "event")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.sourceEventID, forKey: "source_event_id")
        try container.encodeIfPresent(self.sourceEventType, forKey: "source_event_type")
        try container.encodeIfPresent(self.triggerID, forKey: "trigger_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionEvent {
    public static var delegationID: Self { Self("delegation_id") }
    public static var sourceEventID: Self { Self("source_event_id") }
    public static var sourceEventType: Self { Self("source_event_type") }
    public static var triggerID: Self { Self("trigger_id") }
}
