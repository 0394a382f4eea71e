// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Object form of ``fallback_credit_token``: the token plus a redemption
/// mode.
///
/// Requires ``anthropic-beta: fallback-credit-2026-07-01``; without that
/// header the field accepts the bare string only. The bare string and the
/// mode-less object are equivalent (both select ``strict``), so wrapping
/// an existing token changes nothing by itself.
///
/// - Schema: `#/components/schemas/BetaFallbackCreditTokenParam`
public nonisolated struct BetaFallbackCreditTokenParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// How a failing token affects the retry.
    ///
    /// `strict` (the default, and the bare-string behavior): a failing redemption is a
    /// 400 and the retry is not served. `best_effort`: the retry is served either way —
    /// a token-layer failure no longer rejects the request; the retry proceeds at
    /// normal price and the outcome is reported on the response's
    /// `usage.fallback_credit`. Two failures stay hard in both modes: a malformed
    /// token, and combining `fallback_credit_token` with `fallbacks`.
    public var mode: BetaFallbackCreditTokenParam.Mode?

    /// The opaque `fallback_credit_token` from a prior refusal's `stop_details` — the
    /// same string the bare-string form carries.
    public var token: String

    public init(
        token: String,
        mode: BetaFallbackCreditTokenParam.Mode? = nil
    ) {
        self.mode = mode
        self.token = token
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            token: .emptyValue
        )
    }

    /// How a failing token affects the retry.
    ///
    /// `strict` (the default, and the bare-string behavior): a failing redemption is a
    /// 400 and the retry is not served. `best_effort`: the retry is served either way —
    /// a token-layer failure no longer rejects the request; the retry proceeds at
    /// normal price and the outcome is reported on the response's
    /// `usage.fallback_credit`. Two failures stay hard in both modes: a malformed
    /// token, and combining `fallback_credit_token` with `fallbacks`.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case strict
        case bestEffort
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "strict": self = .strict
            case "best_effort": self = .bestEffort
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .strict: "strict"
            case .bestEffort: "best_effort"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeIfPresent(BetaFallbackCreditTokenParam.Mode.self, forKey: "mode")
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encode(self.token, forKey: "token")
    }
}
