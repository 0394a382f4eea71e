// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime translation server event.
///
/// - Schema: `#/components/schemas/RealtimeTranslationServerEvent`
public nonisolated enum RealtimeTranslationServerEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `error`
    case error(RealtimeServerEventError)
    /// - `type`: `session.created`
    case sessionCreated(RealtimeTranslationServerEventSessionCreated)
    /// - `type`: `session.updated`
    case sessionUpdated(RealtimeTranslationServerEventSessionUpdated)
    /// - `type`: `session.closed`
    case sessionClosed(RealtimeTranslationServerEventSessionClosed)
    /// - `type`: `session.input_transcript.delta`
    case sessionInputTranscriptDelta(RealtimeTranslationServerEventSessionInputTranscriptDelta)
    /// - `type`: `session.output_transcript.delta`
    case sessionOutputTranscriptDelta(RealtimeTranslationServerEventSessionOutputTranscriptDelta)
    /// - `type`: `session.output_audio.delta`
    case sessionOutputAudioDelta(RealtimeTranslationServerEventSessionOutputAudioDelta)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "error": self = .error(try RealtimeServerEventError(from: decoder)); return
            case "session.created": self = .sessionCreated(try RealtimeTranslationServerEventSessionCreated(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try RealtimeTranslationServerEventSessionUpdated(from: decoder)); return
            case "session.closed": self = .sessionClosed(try RealtimeTranslationServerEventSessionClosed(from: decoder)); return
            case "session.input_transcript.delta": self = .sessionInputTranscriptDelta(try RealtimeTranslationServerEventSessionInputTranscriptDelta(from: decoder)); return
            case "session.output_transcript.delta": self = .sessionOutputTranscriptDelta(try RealtimeTranslationServerEventSessionOutputTranscriptDelta(from: decoder)); return
            case "session.output_audio.delta": self = .sessionOutputAudioDelta(try RealtimeTranslationServerEventSessionOutputAudioDelta(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .error(let value): try value.encode(to: encoder)
        case .sessionCreated(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .sessionClosed(let value): try value.encode(to: encoder)
        case .sessionInputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionOutputTranscriptDelta(let value): try value.encode(to: encoder)
        case .sessionOutputAudioDelta(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
