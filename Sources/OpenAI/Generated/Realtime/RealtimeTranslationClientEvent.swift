// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Realtime translation client event.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEvent`
public nonisolated enum RealtimeTranslationClientEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `session.update`
    case sessionUpdate(RealtimeTranslationClientEventSessionUpdate)
    /// - `type`: `session.input_audio_buffer.append`
    case sessionInputAudioBufferAppend(RealtimeTranslationClientEventInputAudioBufferAppend)
    /// - `type`: `session.close`
    case sessionClose(RealtimeTranslationClientEventSessionClose)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session.update": self = .sessionUpdate(try RealtimeTranslationClientEventSessionUpdate(from: decoder)); return
            case "session.input_audio_buffer.append": self = .sessionInputAudioBufferAppend(try RealtimeTranslationClientEventInputAudioBufferAppend(from: decoder)); return
            case "session.close": self = .sessionClose(try RealtimeTranslationClientEventSessionClose(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionUpdate(let value): try value.encode(to: encoder)
        case .sessionInputAudioBufferAppend(let value): try value.encode(to: encoder)
        case .sessionClose(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
