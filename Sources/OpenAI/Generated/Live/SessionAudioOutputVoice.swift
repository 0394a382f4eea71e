// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SessionAudioOutputVoice`
public nonisolated enum SessionAudioOutputVoice: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    case builtInVoice(BuiltInVoice)
    case customVoiceParam(CustomVoiceParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .customVoiceParam(try CustomVoiceParam(from: decoder)); return
        case .string:
            if let value = UnionDecoding.attempt(in: decoder, { try String(from: decoder) }) {
                self = .string(value); return
            }
            self = .builtInVoice(try BuiltInVoice(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .builtInVoice(let value): try value.encode(to: encoder)
        case .customVoiceParam(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
