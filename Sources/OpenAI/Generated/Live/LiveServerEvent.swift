// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveServerEvent`
public nonisolated enum LiveServerEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `session.started`
    case sessionStarted(LiveSessionStartedEvent)
    /// - `type`: `session.updated`
    case sessionUpdated(LiveSessionUpdatedEvent)
    /// - `type`: `session.input_audio.muted`
    case sessionInputAudioMuted(LiveInputAudioMutedEvent)
    /// - `type`: `session.input_audio.unmuted`
    case sessionInputAudioUnmuted(LiveInputAudioUnmutedEvent)
    /// - `type`: `session.output_audio.fixture.playing`
    case sessionOutputAudioFixturePlaying(LiveOutputAudioFixturePlayingEvent)
    /// - `type`: `session.output_audio.fixture.played`
    case sessionOutputAudioFixturePlayed(LiveOutputAudioFixturePlayedEvent)
    /// - `type`: `session.instructions.appended`
    case sessionInstructionsAppended(LiveInstructionsAppendedEvent)
    /// - `type`: `session.thinking.appended`
    case sessionThinkingAppended(LiveThinkingAppendedEvent)
    /// - `type`: `session.commentary.appended`
    case sessionCommentaryAppended(LiveCommentaryAppendedEvent)
    /// - `type`: `session.input_audio.append`
    case sessionInputAudioAppend(LiveServerEventSessionInputAudioAppend)
    /// - `type`: `session.output_audio.delta`
    case sessionOutputAudioDelta(LiveOutputAudioDeltaEvent)
    /// - `type`: `session.input_transcript.delta`
    case sessionInputTranscriptDelta(LiveInputTranscriptDeltaEvent)
    /// - `type`: `session.output_transcript.delta`
    case sessionOutputTranscriptDelta(LiveOutputTranscriptDeltaEvent)
    /// - `type`: `session.delegation.created`
    case sessionDelegationCreated(LiveDelegationCreatedEvent)
    /// - `type`: `decision.event`
    case decisionEvent(LiveDecisionEvent)
    /// - `type`: `decision.item.created`
    case decisionItemCreated(LiveDecisionItemCreatedEvent)
    /// - `type`: `decision.item.deleted`
    case decisionItemDeleted(LiveDecisionItemDeletedEvent)
    /// - `type`: `response.event`
    case responseEvent(LiveResponseEvent)
    /// - `type`: `session.usage.updated`
    case sessionUsageUpdated(LiveSessionUsageUpdatedEvent)
    /// - `type`: `session.closed`
    case sessionClosed(LiveSessionClosedEvent)
    /// - `type`: `error`
    case error(LiveErrorEvent)
    /// - `type`: `info`
    case info(LiveInfoEvent)
    /// - `type`: `transport.dtmf.received`
    case transportDtmfReceived(LiveServerEventTransportDtmfReceived)
    /// - `type`: `transport.dtmf.send`
    case transportDtmfSend(LiveServerEventTransportDtmfSend)
    /// - `type`: `transport.dtmf.sent`
    case transportDtmfSent(LiveServerEventTransportDtmfSent)
    /// - `type`: `transport.ringing`
    case transportRinging(LiveServerEventTransportRinging)
    /// - `type`: `transport.answered`
    case transportAnswered(LiveServerEventTransportAnswered)
    /// - `type`: `transport.failed`
    case transportFailed(LiveServerEventTransportFailed)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session.started": self = .sessionStarted(try LiveSessionStartedEvent(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try LiveSessionUpdatedEvent(from: decoder)); return
            case "session.input_audio.muted": self = .sessionInputAudioMuted(try LiveInputAudioMutedEvent(from: decoder)); return
            case "session.input_audio.unmuted": self = .sessionInputAudioUnmuted(try LiveInputAudioUnmutedEvent(from: decoder)); return
            case "session.output_audio.fixture.playing": self = .sessionOutputAudioFixturePlaying(try LiveOutputAudioFixturePlayingEvent(from: decoder)); return
            case "session.output_audio.fixture.played": self = .sessionOutputAudioFixturePlayed(try LiveOutputAudioFixturePlayedEvent(from: decoder)); return
            case "session.instructions.appended": self = .sessionInstructionsAppended(try LiveInstructionsAppendedEvent(from: decoder)); return
            case "session.thinking.appended": self = .sessionThinkingAppended(try LiveThinkingAppendedEvent(from: decoder)); return
            case "session.commentary.appended": self = .sessionCommentaryAppended(try LiveCommentaryAppendedEvent(from: decoder)); return
            case "session.input_audio.append": self = .sessionInputAudioAppend(try LiveServerEventSessionInputAudioAppend(from: decoder)); return
            case "session.output_audio.delta": self = .sessionOutputAudioDelta(try LiveOutputAudioDeltaEvent(from: decoder)); return
            case "session.input_transcript.delta": self = .sessionInputTranscriptDelta(try LiveInputTranscriptDeltaEvent(from: decoder)); return
            case "session.output_transcript.delta": self = .sessionOutputTranscriptDelta(try LiveOutputTranscriptDeltaEvent(from: decoder)); return
            case "session.delegation.created": self = .sessionDelegationCreated(try LiveDelegationCreatedEvent(from: decoder)); return
            case "decision.event": self = .decisionEvent(try LiveDecisionEvent(from: decoder)); return
            case "decision.item.created": self = .decisionItemCreated(try LiveDecisionItemCreatedEvent(from: decoder)); return
            case "decision.item.deleted": self = .decisionItemDeleted(try LiveDecisionItemDeletedEvent(from: decoder)); return
            case "response.event": self = .responseEvent(try LiveResponseEvent(from: decoder)); return
            case "session.usage.updated": self = .sessionUsageUpdated(try LiveSessionUsageUpdatedEvent(from: decoder)); return
            case "session.closed": self = .sessionClosed(try LiveSessionClosedEvent(from: decoder)); return
            case "error": self = .error(try LiveErrorEvent(from: decoder)); return
            case "info": self = .info(try LiveInfoEvent(from: decoder)); return
            case "transport.dtmf.received": self = .transportDtmfReceived(try LiveServerEventTransportDtmfReceived(from: decoder)); return
            case "transport.dtmf.send": self = .transportDtmfSend(try LiveServerEventTransportDtmfSend(from: decoder)); return
            case "transport.dtmf.sent": self = .transportDtmfSent(try LiveServerEventTransportDtmfSent(from: decoder)); return
            case "transport.ringing": self = .transportRinging(try LiveServerEventTransportRinging(from: decoder)); return
            case "transport.answered": self = .transportAnswered(try LiveServerEventTransportAnswered(from: decoder)); return
            case "transport.failed": self = .transportFailed(try LiveServerEventTransportFailed(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionStarted(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .sessionInputAudioMuted(let value): try value.encode(to: encoder)
        case .sessionInputAudioUnmuted(let value): try value.encode(to: encoder)
        case .sessionOutputAudioFixturePlaying(let value): try value.encode(to: encoder)
        case .sessionOutputAudioFixturePlayed(let value): try value.encode(to: encoder)
        case .sessionInstructionsAppended(let value): try value.encode(to: encoder)
        case .sessionThinkingAppended(let value): try value.encode(to: encoder)
        case .sessionCommentaryAppended(let value): try value.encode(to: encoder)
        case .sessionInputAudioAppend(let value): try value.encode(to: encoder)
        case .sessionOutputAudioDelta(let value): try value.encode(to: encoder)
        case .sessionInputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionOutputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionDelegationCreated(let value): try value.encode(to: encoder)
        case .decisionEvent(let value): try value.encode(to: encoder)
        case .decisionItemCreated(let value): try value.encode(to: encoder)
        case .decisionItemDeleted(let value): try value.encode(to: encoder)
        case .responseEvent(let value): try value.encode(to: encoder)
        case .sessionUsageUpdated(let value): try value.encode(to: encoder)
        case .sessionClosed(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .info(let value): try value.encode(to: encoder)
        case .transportDtmfReceived(let value): try value.encode(to: encoder)
        case .transportDtmfSend(let value): try value.encode(to: encoder)
        case .transportDtmfSent(let value): try value.encode(to: encoder)
        case .transportRinging(let value): try value.encode(to: encoder)
        case .transportAnswered(let value): try value.encode(to: encoder)
        case .transportFailed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
