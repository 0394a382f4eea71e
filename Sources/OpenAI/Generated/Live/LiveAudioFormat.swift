// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveAudioFormat`
public nonisolated enum LiveAudioFormat: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `audio/pcm`
    case audioPcm(LiveAudioFormatAudioPCM)
    /// - `type`: `audio/pcmu`
    case audioPcmu(LiveAudioFormatAudioPCMU)
    /// - `type`: `audio/pcma`
    case audioPcma(LiveAudioFormatAudioPCMA)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "audio/pcm": self = .audioPcm(try LiveAudioFormatAudioPCM(from: decoder)); return
            case "audio/pcmu": self = .audioPcmu(try LiveAudioFormatAudioPCMU(from: decoder)); return
            case "audio/pcma": self = .audioPcma(try LiveAudioFormatAudioPCMA(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .audioPcm(let value): try value.encode(to: encoder)
        case .audioPcmu(let value): try value.encode(to: encoder)
        case .audioPcma(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
