// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewContentUnavailableReason`
public nonisolated enum BetaComplianceReviewContentUnavailableReason: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `not_captured`
    case notCaptured(BetaComplianceReviewContentNotCaptured)
    /// - `type`: `stored_copy_unavailable`
    case storedCopyUnavailable(BetaComplianceReviewStoredCopyUnavailable)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "not_captured": self = .notCaptured(try BetaComplianceReviewContentNotCaptured(from: decoder)); return
            case "stored_copy_unavailable": self = .storedCopyUnavailable(try BetaComplianceReviewStoredCopyUnavailable(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .notCaptured(let value): try value.encode(to: encoder)
        case .storedCopyUnavailable(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
