// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionTrigger`
public nonisolated struct LiveDecisionTrigger: Codable, Equatable, Sendable, EmptyDecodable {
    /// Questions evaluated using the current transcript and the session's shared
    /// Decision items.
    public var decisions: LiveDecisionTriggerDecisions

    public var eventType: LiveDecisionTrigger.EventType

    public var type: String

    public init(
        decisions: LiveDecisionTriggerDecisions,
        eventType: LiveDecisionTrigger.EventType
    ) {
        self.decisions = decisions
        self.eventType = eventType
        self.type = "decisions"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            decisions: .emptyValue,
            eventType: .emptyValue
        )
    }

    public nonisolated enum EventType: OpenEnum, EmptyDecodable {
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
        self.decisions = try container.decodeRequired(LiveDecisionTriggerDecisions.self, forKey: "decisions", in: decoder)
        self.eventType = try container.decodeRequired(LiveDecisionTrigger.EventType.self, forKey: "event_type", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decisions")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.decisions, forKey: "decisions")
        try container.encode(self.eventType, forKey: "event_type")
        try container.encode(self.type, forKey: "type")
    }
}
