// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaInputTransformation`
public nonisolated enum BetaInputTransformation: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `thinking_dropped`
    case thinkingDropped(BetaThinkingDroppedInputTransformation)
    /// - `type`: `thinking_mismatch_allowed`
    case thinkingMismatchAllowed(BetaThinkingMismatchAllowedInputTransformation)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "thinking_dropped": self = .thinkingDropped(try BetaThinkingDroppedInputTransformation(from: decoder)); return
            case "thinking_mismatch_allowed": self = .thinkingMismatchAllowed(try BetaThinkingMismatchAllowedInputTransformation(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .thinkingDropped(let value): try value.encode(to: encoder)
        case .thinkingMismatchAllowed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
