// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy. Only applicable if `file_ids` is non-empty.
///
/// - Schema: `#/components/schemas/ChunkingStrategyRequestParam`
public nonisolated enum ChunkingStrategyRequestParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `auto`
    case auto(AutoChunkingStrategyRequestParam)
    /// - `type`: `static`
    case `static`(StaticChunkingStrategyRequestParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "auto": self = .auto(try AutoChunkingStrategyRequestParam(from: decoder)); return
            case "static": self = .static(try StaticChunkingStrategyRequestParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .auto(let value): try value.encode(to: encoder)
        case .static(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
