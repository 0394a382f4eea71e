// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls how the audio is cut into chunks. When set to `"auto"`, the server first normalizes loudness and then uses voice activity detection (VAD) to choose boundaries. `server_vad` object can be provided to tweak VAD detection parameters manually. If unset, the audio is transcribed as a single block. Required when using `gpt-4o-transcribe-diarize` for inputs longer than 30 seconds.
///
/// - Schema: `#/components/schemas/TranscriptionChunkingStrategy`
public nonisolated enum TranscriptionChunkingStrategy: Codable, Equatable, Sendable, EmptyDecodable {
    /// Automatically set chunking parameters based on the audio. Must be set to `"auto"`.
    case string(TranscriptionChunkingStrategy.StringValue)
    case vadConfig(VadConfig)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Automatically set chunking parameters based on the audio. Must be set to `"auto"`.
    public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .vadConfig(try VadConfig(from: decoder)); return
        case .string:
            self = .string(try TranscriptionChunkingStrategy.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .vadConfig(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
