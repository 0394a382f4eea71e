// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Outcome of the ``fallback_credit_token`` presented on this request.
///
/// - Schema: `#/components/schemas/BetaFallbackCreditUsage`
public nonisolated struct BetaFallbackCreditUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the fallback-credit reprice was applied to this response's billing.
    ///
    /// A union discriminated on `type`. `redeemed`: the retry is billed as if the
    /// conversation had been on the retry model all along — including when the
    /// resulting shift is zero because there was nothing to move. `not_applied`: no
    /// reprice was applied; the arm's `reason` says why.
    public var status: BetaFallbackCreditUsageStatus

    public init(
        status: BetaFallbackCreditUsageStatus
    ) {
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.status = try container.decodeRequired(BetaFallbackCreditUsageStatus.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
    }
}
