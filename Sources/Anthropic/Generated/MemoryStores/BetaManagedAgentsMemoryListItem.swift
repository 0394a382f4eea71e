// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One item in a [List memories](/en/api/beta/memory_stores/memories/list) response: either a `memory` object or, when `depth` is set, a `memory_prefix` rollup marker.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryListItem`
public nonisolated enum BetaManagedAgentsMemoryListItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `memory`
    case memory(BetaManagedAgentsMemory)
    /// - `type`: `memory_prefix`
    case memoryPrefix(BetaManagedAgentsMemoryPrefix)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "memory": self = .memory(try BetaManagedAgentsMemory(from: decoder)); return
            case "memory_prefix": self = .memoryPrefix(try BetaManagedAgentsMemoryPrefix(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .memory(let value): try value.encode(to: encoder)
        case .memoryPrefix(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
