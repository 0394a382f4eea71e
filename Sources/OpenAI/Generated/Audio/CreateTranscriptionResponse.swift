// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum CreateTranscriptionResponse: Codable, Equatable, Sendable, EmptyDecodable {
    case json(CreateTranscriptionResponseJson)
    case diarizedJson(CreateTranscriptionResponseDiarizedJson)
    case verboseJson(CreateTranscriptionResponseVerboseJson)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .json(try CreateTranscriptionResponseJson(from: decoder))
                case 1: return .diarizedJson(try CreateTranscriptionResponseDiarizedJson(from: decoder))
                default: return .verboseJson(try CreateTranscriptionResponseVerboseJson(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // json
        .init(required: ["text"], declared: ["text", "languages", "logprobs", "usage"]),
        // diarizedJson
        .init(required: ["task", "duration", "text", "segments"], declared: ["task", "duration", "text", "segments", "usage"], constants: [("task", ["transcribe"])]),
        // verboseJson
        .init(required: ["language", "duration", "text"], declared: ["language", "duration", "text", "words", "segments", "usage"])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .json(let value): try value.encode(to: encoder)
        case .diarizedJson(let value): try value.encode(to: encoder)
        case .verboseJson(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
