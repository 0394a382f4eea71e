// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The strategy used to chunk the file.
///
/// - Schema: `#/components/schemas/ChunkingStrategyResponse`
public nonisolated enum ChunkingStrategyResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `static`
    case `static`(StaticChunkingStrategyResponseParam)
    /// - `type`: `other`
    case other(OtherChunkingStrategyResponseParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "static": self = .static(try StaticChunkingStrategyResponseParam(from: decoder)); return
            case "other": self = .other(try OtherChunkingStrategyResponseParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .static(let value): try value.encode(to: encoder)
        case .other(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
