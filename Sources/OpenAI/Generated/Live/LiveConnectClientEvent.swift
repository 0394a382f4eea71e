// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveConnectClientEvent`
public nonisolated enum LiveConnectClientEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `session.update`
    case sessionUpdate(LiveSessionUpdateEvent)
    /// - `type`: `session.input_audio.mute`
    case sessionInputAudioMute(LiveInputAudioMuteEvent)
    /// - `type`: `session.input_audio.unmute`
    case sessionInputAudioUnmute(LiveInputAudioUnmuteEvent)
    /// - `type`: `session.output_audio.fixture.play`
    case sessionOutputAudioFixturePlay(LiveOutputAudioFixturePlayEvent)
    /// - `type`: `transport.dtmf.send`
    case transportDtmfSend(LiveConnectClientEventTransportDtmfSend)
    /// - `type`: `session.instructions.append`
    case sessionInstructionsAppend(LiveInstructionsAppendEvent)
    /// - `type`: `session.thinking.append`
    case sessionThinkingAppend(LiveThinkingAppendEvent)
    /// - `type`: `session.commentary.append`
    case sessionCommentaryAppend(LiveCommentaryAppendEvent)
    /// - `type`: `decision.create`
    case decisionCreate(LiveDecisionCreateEvent)
    /// - `type`: `decision.item.create`
    case decisionItemCreate(LiveDecisionItemCreateEvent)
    /// - `type`: `decision.item.delete`
    case decisionItemDelete(LiveDecisionItemDeleteEvent)
    /// - `type`: `response.item.create`
    case responseItemCreate(LiveResponseItemCreateEvent)
    /// - `type`: `response.create`
    case responseCreate(LiveResponseCreateEvent)
    /// - `type`: `session.close`
    case sessionClose(LiveSessionCloseEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session.update": self = .sessionUpdate(try LiveSessionUpdateEvent(from: decoder)); return
            case "session.input_audio.mute": self = .sessionInputAudioMute(try LiveInputAudioMuteEvent(from: decoder)); return
            case "session.input_audio.unmute": self = .sessionInputAudioUnmute(try LiveInputAudioUnmuteEvent(from: decoder)); return
            case "session.output_audio.fixture.play": self = .sessionOutputAudioFixturePlay(try LiveOutputAudioFixturePlayEvent(from: decoder)); return
            case "transport.dtmf.send": self = .transportDtmfSend(try LiveConnectClientEventTransportDtmfSend(from: decoder)); return
            case "session.instructions.append": self = .sessionInstructionsAppend(try LiveInstructionsAppendEvent(from: decoder)); return
            case "session.thinking.append": self = .sessionThinkingAppend(try LiveThinkingAppendEvent(from: decoder)); return
            case "session.commentary.append": self = .sessionCommentaryAppend(try LiveCommentaryAppendEvent(from: decoder)); return
            case "decision.create": self = .decisionCreate(try LiveDecisionCreateEvent(from: decoder)); return
            case "decision.item.create": self = .decisionItemCreate(try LiveDecisionItemCreateEvent(from: decoder)); return
            case "decision.item.delete": self = .decisionItemDelete(try LiveDecisionItemDeleteEvent(from: decoder)); return
            case "response.item.create": self = .responseItemCreate(try LiveResponseItemCreateEvent(from: decoder)); return
            case "response.create": self = .responseCreate(try LiveResponseCreateEvent(from: decoder)); return
            case "session.close": self = .sessionClose(try LiveSessionCloseEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionUpdate(let value): try value.encode(to: encoder)
        case .sessionInputAudioMute(let value): try value.encode(to: encoder)
        case .sessionInputAudioUnmute(let value): try value.encode(to: encoder)
        case .sessionOutputAudioFixturePlay(let value): try value.encode(to: encoder)
        case .transportDtmfSend(let value): try value.encode(to: encoder)
        case .sessionInstructionsAppend(let value): try value.encode(to: encoder)
        case .sessionThinkingAppend(let value): try value.encode(to: encoder)
        case .sessionCommentaryAppend(let value): try value.encode(to: encoder)
        case .decisionCreate(let value): try value.encode(to: encoder)
        case .decisionItemCreate(let value): try value.encode(to: encoder)
        case .decisionItemDelete(let value): try value.encode(to: encoder)
        case .responseItemCreate(let value): try value.encode(to: encoder)
        case .responseCreate(let value): try value.encode(to: encoder)
        case .sessionClose(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
