// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateTranscriptionResponseStreamEvent`
public nonisolated enum CreateTranscriptionResponseStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `transcript.text.segment`
    case transcriptTextSegment(TranscriptTextSegmentEvent)
    /// - `type`: `transcript.text.delta`
    case transcriptTextDelta(TranscriptTextDeltaEvent)
    /// - `type`: `transcript.text.done`
    case transcriptTextDone(TranscriptTextDoneEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "transcript.text.segment": self = .transcriptTextSegment(try TranscriptTextSegmentEvent(from: decoder)); return
            case "transcript.text.delta": self = .transcriptTextDelta(try TranscriptTextDeltaEvent(from: decoder)); return
            case "transcript.text.done": self = .transcriptTextDone(try TranscriptTextDoneEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .transcriptTextSegment(let value): try value.encode(to: encoder)
        case .transcriptTextDelta(let value): try value.encode(to: encoder)
        case .transcriptTextDone(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
