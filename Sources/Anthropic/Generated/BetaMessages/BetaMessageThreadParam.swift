// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMessageThreadParam`
public nonisolated enum BetaMessageThreadParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `create`
    case create(BetaThreadCreateParams)
    /// - `type`: `continue`
    case `continue`(BetaThreadContinueParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "create": self = .create(try BetaThreadCreateParams(from: decoder)); return
            case "continue": self = .continue(try BetaThreadContinueParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .create(let value): try value.encode(to: encoder)
        case .continue(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
