// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaCompactionBlockToolChange`
public nonisolated enum BetaCompactionBlockToolChange: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `tool_addition`
    case toolAddition(BetaResponseToolAdditionBlock)
    /// - `type`: `tool_removal`
    case toolRemoval(BetaResponseToolRemovalBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "tool_addition": self = .toolAddition(try BetaResponseToolAdditionBlock(from: decoder)); return
            case "tool_removal": self = .toolRemoval(try BetaResponseToolRemovalBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .toolAddition(let value): try value.encode(to: encoder)
        case .toolRemoval(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
