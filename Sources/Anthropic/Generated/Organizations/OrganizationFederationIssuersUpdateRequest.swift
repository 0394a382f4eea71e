// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationFederationIssuersUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether the jwt-bearer exchange enforces JTI single-use (replay protection) for
    /// tokens from this issuer. Applies only to assertions carrying a `jti` claim;
    /// tokens without one are accepted without single-use enforcement.
    public var checkJti: Bool?

    /// Replaces the `iss` claim value to match against. For discovery-mode issuers
    /// without a `discovery_base`, this is also the URL Anthropic fetches the OIDC
    /// discovery document and signing keys from, so changing it repoints the JWKS
    /// source. Changing the issuer URL to a well-known shared platform is rejected
    /// while any live rule under this issuer would not constrain tenant identity.
    public var issuerURL: String?

    /// Replaces the entire JWKS configuration.
    public var jwks: OrganizationFederationIssuerUpdateParamsJWKS?

    /// Only `false` is accepted, to re-enable polling after the system pauses it.
    /// Polling is paused automatically; sending `true` is rejected.
    public var jwksPollingDisabled: Bool?

    /// Maximum allowed iat→exp spread for assertions from this issuer (1-176400
    /// seconds, i.e. up to 49h). Assertions must carry both `iat` and `exp`; a missing
    /// `iat` is rejected.
    public var maxJwtLifetimeSeconds: Int?

    /// Replaces the slug identifier (lowercase, digits, hyphens). Unique within the
    /// organization; a duplicate name returns 409.
    public var name: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        checkJti: Bool? = nil,
        issuerURL: String? = nil,
        jwks: OrganizationFederationIssuerUpdateParamsJWKS? = nil,
        jwksPollingDisabled: Bool? = nil,
        maxJwtLifetimeSeconds: Int? = nil,
        name: String? = nil
    ) {
        self.checkJti = checkJti
        self.issuerURL = issuerURL
        self.jwks = jwks
        self.jwksPollingDisabled = jwksPollingDisabled
        self.maxJwtLifetimeSeconds = maxJwtLifetimeSeconds
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.checkJti = try container.decodeIfPresent(Bool.self, forKey: "check_jti")
        self.issuerURL = try container.decodeIfPresent(String.self, forKey: "issuer_url")
        self.jwks = try container.decodeIfPresent(OrganizationFederationIssuerUpdateParamsJWKS.self, forKey: "jwks")
        self.jwksPollingDisabled = try container.decodeIfPresent(Bool.self, forKey: "jwks_polling_disabled")
        self.maxJwtLifetimeSeconds = try container.decodeIfPresent(Int.self, forKey: "max_jwt_lifetime_seconds")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.checkJti, forKey: "check_jti")
        try container.encodeIfPresent(self.issuerURL, forKey: "issuer_url")
        try container.encodeIfPresent(self.jwks, forKey: "jwks")
        try container.encodeIfPresent(self.jwksPollingDisabled, forKey: "jwks_polling_disabled")
        try container.encodeIfPresent(self.maxJwtLifetimeSeconds, forKey: "max_jwt_lifetime_seconds")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == OrganizationFederationIssuersUpdateRequest {
    public static var checkJti: Self { Self("check_jti") }
    public static var issuerURL: Self { Self("issuer_url") }
    public static var jwks: Self { Self("jwks") }
    public static var jwksPollingDisabled: Self { Self("jwks_polling_disabled") }
    public static var maxJwtLifetimeSeconds: Self { Self("max_jwt_lifetime_seconds") }
    public static var name: Self { Self("name") }
}
