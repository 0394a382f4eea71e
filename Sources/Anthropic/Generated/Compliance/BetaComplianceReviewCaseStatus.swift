// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewCaseStatus`
public nonisolated enum BetaComplianceReviewCaseStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `open`
    case `open`(BetaComplianceReviewCaseOpen)
    /// - `type`: `closed`
    case closed(BetaComplianceReviewCaseClosed)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "open": self = .open(try BetaComplianceReviewCaseOpen(from: decoder)); return
            case "closed": self = .closed(try BetaComplianceReviewCaseClosed(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .open(let value): try value.encode(to: encoder)
        case .closed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
