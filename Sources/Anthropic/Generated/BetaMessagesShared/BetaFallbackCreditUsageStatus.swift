// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaFallbackCreditUsageStatus`
public nonisolated enum BetaFallbackCreditUsageStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `redeemed`
    case redeemed(BetaFallbackCreditRedeemed)
    /// - `type`: `not_applied`
    case notApplied(BetaFallbackCreditNotApplied)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "redeemed": self = .redeemed(try BetaFallbackCreditRedeemed(from: decoder)); return
            case "not_applied": self = .notApplied(try BetaFallbackCreditNotApplied(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .redeemed(let value): try value.encode(to: encoder)
        case .notApplied(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
