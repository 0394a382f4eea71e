// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Anthropic has stopped waiting for a response. A closed case stays closed.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewCaseClosed`
public nonisolated struct BetaComplianceReviewCaseClosed: Codable, Equatable, Sendable, EmptyDecodable {
    /// Why the case closed. It doesn't change afterwards.
    public var reason: BetaComplianceReviewCaseCloseReason

    public var type: String

    public init(
        reason: BetaComplianceReviewCaseCloseReason
    ) {
        self.reason = reason
        self.type = "closed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reason: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reason = try container.decodeRequired(BetaComplianceReviewCaseCloseReason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "closed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}
