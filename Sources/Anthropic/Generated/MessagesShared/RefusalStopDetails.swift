// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Structured information about a refusal.
///
/// - Schema: `#/components/schemas/RefusalStopDetails`
public nonisolated struct RefusalStopDetails: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The policy category that triggered the refusal.
    ///
    /// `null` when the refusal doesn't map to a named category.
    public var category: RefusalStopDetails.Category?

    /// Human-readable explanation of the refusal.
    ///
    /// This text is not guaranteed to be stable. `null` when no explanation is available for the category.
    public var explanation: String?

    /// Type
    public var type: String

    /// Opaque code that refunds the cache-miss cost when retrying this refused request
    /// on the fallback model. Pass it as `fallback_credit_token` on the retry request.
    /// Expires 5 minutes after the refusal.
    ///
    /// The retry is sent either with the same request body (`system`, `messages`,
    /// `tools`, and other render-shaping fields), or with the same body plus one
    /// appended `assistant` message whose content is the partial text (with any
    /// trailing whitespace stripped from the final text block) and paired server-tool
    /// blocks from this refusal — which also authorizes that appended turn as an
    /// assistant-prefill continuation on models that otherwise disallow prefill. A
    /// token minted mid-server-tool-loop whose partial content was continuable may only
    /// be redeemed the second way — if a same-body retry is rejected with a 400 saying
    /// the token must be redeemed by continuing the partial response, retry the second
    /// way instead. Either way: same workspace, same platform; a mismatch is a 400.
    /// Resending a token for an already-warm prefix is permitted but yields no
    /// additional credit.
    ///
    /// `null` when the refused model isn't eligible for a fallback credit.
    public var fallbackCreditToken: String?

    /// Whether the accompanying `fallback_credit_token` may be redeemed with the
    /// appended-assistant retry form. Only set when `fallback_credit_token` is present.
    ///
    /// `true`: retry by resending the same request body plus one appended `assistant`
    /// message whose content is this response's `content` with any trailing whitespace
    /// stripped from the final text block and unpaired `tool_use` blocks omitted (the
    /// same appended-turn shape described on `fallback_credit_token`), with the token
    /// attached. `false`: retry by resending the original request body unchanged, with
    /// the token attached — the appended-assistant form is not available for this
    /// refusal (no continuable partial content, or the request uses `output_format` or
    /// a `tool_choice` that forces tool use). One exception: when the request used
    /// `output_format` or a forced `tool_choice` and the refusal arrived after server
    /// tools (including MCP connector tools) had already executed, the token may not be
    /// redeemable by either retry form; if the exact-body retry is then rejected with a
    /// 400 saying the token must be redeemed by continuing the partial response,
    /// discard the token and retry without it.
    ///
    /// Advisory: if an appended-assistant retry is rejected with a 400 despite `true`,
    /// fall back to resending the original request body with the token.
    public var fallbackHasPrefillClaim: Bool?

    /// The server's suggested retry target for this refusal.
    ///
    /// Populated when a fallback attempt could not be made (the fallback model's rate
    /// limit was exhausted, or it was overloaded); names the fallback model the caller
    /// can retry directly. Null otherwise.
    public var recommendedModel: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        category: RefusalStopDetails.Category?,
        explanation: String?,
        fallbackCreditToken: String? = nil,
        fallbackHasPrefillClaim: Bool? = nil,
        recommendedModel: String? = nil
    ) {
        self.category = category
        self.explanation = explanation
        self.type = "refusal"
        self.fallbackCreditToken = fallbackCreditToken
        self.fallbackHasPrefillClaim = fallbackHasPrefillClaim
        self.recommendedModel = recommendedModel
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            category: nil,
            explanation: nil
        )
    }

    /// The policy category that triggered the refusal.
    ///
    /// `null` when the refusal doesn't map to a named category.
    public nonisolated enum Category: OpenEnum, EmptyDecodable {
        case cyber
        case bio
        case frontierLlm
        case reasoningExtraction
        case generalHarms
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "cyber": self = .cyber
            case "bio": self = .bio
            case "frontier_llm": self = .frontierLlm
            case "reasoning_extraction": self = .reasoningExtraction
            case "general_harms": self = .generalHarms
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .cyber: "cyber"
            case .bio: "bio"
            case .frontierLlm: "frontier_llm"
            case .reasoningExtraction: "reasoning_extraction"
            case .generalHarms: "general_harms"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.category = try container.decodeIfPresent(RefusalStopDetails.Category.self, forKey: "category")
        self.explanation = try container.decodeIfPresent(String.self, forKey: "explanation")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.fallbackCreditToken = try container.decodeIfPresent(String.self, forKey: "fallback_credit_token")
        self.fallbackHasPrefillClaim = try container.decodeIfPresent(Bool.self, forKey: "fallback_has_prefill_claim")
        self.recommendedModel = try container.decodeIfPresent(String.self, forKey: "recommended_model")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.category, forKey: "category")
        try container.encode(self.explanation, forKey: "explanation")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.fallbackCreditToken, forKey: "fallback_credit_token")
        try container.encodeIfPresent(self.fallbackHasPrefillClaim, forKey: "fallback_has_prefill_claim")
        try container.encodeIfPresent(self.recommendedModel, forKey: "recommended_model")
    }
}

nonisolated extension NullableMember where Owner == RefusalStopDetails {
    public static var fallbackCreditToken: Self { Self("fallback_credit_token") }
    public static var fallbackHasPrefillClaim: Self { Self("fallback_has_prefill_claim") }
    public static var recommendedModel: Self { Self("recommended_model") }
}
