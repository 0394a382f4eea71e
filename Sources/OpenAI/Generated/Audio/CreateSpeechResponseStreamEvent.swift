// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateSpeechResponseStreamEvent`
public nonisolated enum CreateSpeechResponseStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `speech.audio.delta`
    case audioDelta(SpeechAudioDeltaEvent)
    /// - `type`: `speech.audio.done`
    case audioDone(SpeechAudioDoneEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "speech.audio.delta": self = .audioDelta(try SpeechAudioDeltaEvent(from: decoder)); return
            case "speech.audio.done": self = .audioDone(try SpeechAudioDoneEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .audioDelta(let value): try value.encode(to: encoder)
        case .audioDone(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
