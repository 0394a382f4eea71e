// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct ComplianceReviewCasesRespondRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Your conclusion on the case as a whole. Anthropic doesn't check it against
    /// `verdicts`.
    public var determination: BetaComplianceReviewDetermination

    /// The policy categories that you found were violated. Send one to four with
    /// `violation`, and none with `no_violation`. They need not match the case's own.
    /// Each value is one of `cyber`, `bio`, `chem`, `radnuc` (radiological or nuclear
    /// weapons), `cgw` (conventional weapons), `mgw` (military-grade weapons systems),
    /// `io` (influence operations), `fraud`, `violent_extremism`, `surveillance`,
    /// `human_exploitation`, `self_harm`, `adult_content`, `reasoning_extraction`,
    /// `frontier_llm` (use of the model to accelerate frontier AI research and
    /// development in restricted ways), `compromised_key` or `other`, and can appear
    /// once.
    public var policyCategories: [BetaComplianceReviewViolatedPolicyCategory]?

    /// Your conclusions on individual messages of the case. They need not cover every
    /// message, and each `item_id` can appear once.
    public var verdicts: [BetaComplianceReviewVerdictParam]?

    public init(
        determination: BetaComplianceReviewDetermination,
        policyCategories: [BetaComplianceReviewViolatedPolicyCategory]? = nil,
        verdicts: [BetaComplianceReviewVerdictParam]? = nil
    ) {
        self.determination = determination
        self.policyCategories = policyCategories
        self.verdicts = verdicts
    }

    public init(stringLiteral value: String) {
        self.init(determination: BetaComplianceReviewDetermination(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            determination: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.determination = try container.decodeRequired(BetaComplianceReviewDetermination.self, forKey: "determination", in: decoder)
        self.policyCategories = try container.decodeIfPresent([BetaComplianceReviewViolatedPolicyCategory].self, forKey: "policy_categories")
        self.verdicts = try container.decodeIfPresent([BetaComplianceReviewVerdictParam].self, forKey: "verdicts")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.determination, forKey: "determination")
        try container.encodeIfPresent(self.policyCategories, forKey: "policy_categories")
        try container.encodeIfPresent(self.verdicts, forKey: "verdicts")
    }
}
