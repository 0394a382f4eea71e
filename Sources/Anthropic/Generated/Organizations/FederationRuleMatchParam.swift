// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Does the incoming JWT qualify?
///
/// All populated fields must pass; omitted fields are skipped. At least one
/// of `subject_prefix` (other than a wildcard-only value like `*`), `claims`,
/// or `condition` is required; `audience` alone is not sufficient.
///
/// - Schema: `#/components/schemas/FederationRuleMatchParam`
public nonisolated struct FederationRuleMatchParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Exact match against the `aud` claim (any element if array).
    ///
    /// When omitted, the JWT's `aud` must still equal Anthropic's expected audience for
    /// the issuer; setting this field overrides that default.
    public var audience: String?

    /// Exact-match `{claim: value}` pairs against top-level claims.
    ///
    /// Only string-valued claims can be matched; use `condition` for non-string claims.
    public var claims: [String: String]?

    /// CEL expression over claims for logic the structural fields can't express.
    ///
    /// Must evaluate to a boolean and may reference only the `claims` variable; a
    /// constant-true expression (such as `true`) is rejected with 400.
    public var condition: String?

    /// Match the verified JWT `sub` claim.
    ///
    /// Exact match unless the value ends with `*`, in which case it is a prefix match.
    /// Example: `repo:my-org/my-repo:ref:refs/heads/main`.
    public var subjectPrefix: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        audience: String? = nil,
        claims: [String: String]? = nil,
        condition: String? = nil,
        subjectPrefix: String? = nil
    ) {
        self.audience = audience
        self.claims = claims
        self.condition = condition
        self.subjectPrefix = subjectPrefix
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audience = try container.decodeIfPresent(String.self, forKey: "audience")
        self.claims = try container.decodeIfPresent([String: String].self, forKey: "claims")
        self.condition = try container.decodeIfPresent(String.self, forKey: "condition")
        self.subjectPrefix = try container.decodeIfPresent(String.self, forKey: "subject_prefix")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.audience, forKey: "audience")
        try container.encodeIfPresent(self.claims, forKey: "claims")
        try container.encodeIfPresent(self.condition, forKey: "condition")
        try container.encodeIfPresent(self.subjectPrefix, forKey: "subject_prefix")
    }
}

nonisolated extension NullableMember where Owner == FederationRuleMatchParam {
    public static var audience: Self { Self("audience") }
    public static var claims: Self { Self("claims") }
    public static var condition: Self { Self("condition") }
    public static var subjectPrefix: Self { Self("subject_prefix") }
}
