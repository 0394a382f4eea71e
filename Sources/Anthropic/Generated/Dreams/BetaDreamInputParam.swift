// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaDreamInputParam`
public nonisolated enum BetaDreamInputParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `memory_store`
    case memoryStore(BetaDreamMemoryStoreInputParam)
    /// - `type`: `sessions`
    case sessions(BetaDreamSessionsInputParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "memory_store": self = .memoryStore(try BetaDreamMemoryStoreInputParam(from: decoder)); return
            case "sessions": self = .sessions(try BetaDreamSessionsInputParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .memoryStore(let value): try value.encode(to: encoder)
        case .sessions(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
