// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// No reprice was applied; ``reason`` says why.
///
/// - Schema: `#/components/schemas/BetaFallbackCreditNotApplied`
public nonisolated struct BetaFallbackCreditNotApplied: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// Why the reprice was not applied.
    ///
    /// A closed enum; additions to the redemption-check vocabulary arrive as deliberate
    /// schema updates.
    public var reason: BetaFallbackCreditNotApplied.Reason

    /// Request fields to remove before retrying, so the retry can redeem this token.
    ///
    /// Present exactly when `reason` is `variant_fields_present` — never null, never an
    /// empty array; absent otherwise. Fields are named only from your own request, and
    /// only after the sealed variant hash matched. A served best-effort retry has
    /// already been billed at normal price; nothing redeems retroactively, but a
    /// corrected re-send inside the token's five-minute window can still redeem.
    public var removeToRedeem: [String]?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        reason: BetaFallbackCreditNotApplied.Reason,
        removeToRedeem: [String]? = nil
    ) {
        self.reason = reason
        self.removeToRedeem = removeToRedeem
        self.type = "not_applied"
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(reason: BetaFallbackCreditNotApplied.Reason(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reason: .emptyValue
        )
    }

    /// Why the reprice was not applied.
    ///
    /// A closed enum; additions to the redemption-check vocabulary arrive as deliberate
    /// schema updates.
    public nonisolated enum Reason: OpenEnum, EmptyDecodable {
        case bodyMismatch
        case continuationExcluded
        case continuationOnly
        case expired
        case invalidTargetModel
        case notEnabled
        case repriceUnavailable
        case temporarilyUnavailable
        case variantFieldsPresent
        case wrongOrganization
        case wrongPlatform
        case wrongWorkspace
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "body_mismatch": self = .bodyMismatch
            case "continuation_excluded": self = .continuationExcluded
            case "continuation_only": self = .continuationOnly
            case "expired": self = .expired
            case "invalid_target_model": self = .invalidTargetModel
            case "not_enabled": self = .notEnabled
            case "reprice_unavailable": self = .repriceUnavailable
            case "temporarily_unavailable": self = .temporarilyUnavailable
            case "variant_fields_present": self = .variantFieldsPresent
            case "wrong_organization": self = .wrongOrganization
            case "wrong_platform": self = .wrongPlatform
            case "wrong_workspace": self = .wrongWorkspace
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .bodyMismatch: "body_mismatch"
            case .continuationExcluded: "continuation_excluded"
            case .continuationOnly: "continuation_only"
            case .expired: "expired"
            case .invalidTargetModel: "invalid_target_model"
            case .notEnabled: "not_enabled"
            case .repriceUnavailable: "reprice_unavailable"
            case .temporarilyUnavailable: "temporarily_unavailable"
            case .variantFieldsPresent: "variant_fields_present"
            case .wrongOrganization: "wrong_organization"
            case .wrongPlatform: "wrong_platform"
            case .wrongWorkspace: "wrong_workspace"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reason = try container.decodeRequired(BetaFallbackCreditNotApplied.Reason.self, forKey: "reason", in: decoder)
        self.removeToRedeem = try container.decodeIfPresent([String].self, forKey: "remove_to_redeem")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "not_applied")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.reason, forKey: "reason")
        try container.encodeIfPresent(self.removeToRedeem, forKey: "remove_to_redeem")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaFallbackCreditNotApplied {
    public static var removeToRedeem: Self { Self("remove_to_redeem") }
}
