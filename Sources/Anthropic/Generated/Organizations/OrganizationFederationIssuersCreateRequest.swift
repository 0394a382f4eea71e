// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationFederationIssuersCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether the jwt-bearer exchange enforces JTI single-use (replay protection) for
    /// tokens from this issuer. Defaults to true. Applies only to assertions carrying a
    /// `jti` claim; tokens without one are accepted without single-use enforcement.
    public var checkJti: Bool?

    /// The `iss` claim value to match against.
    public var issuerURL: String

    /// How signing keys are obtained. Defaults to OIDC discovery.
    public var jwks: OrganizationFederationIssuerCreateParamsJWKS?

    /// Maximum allowed iat→exp spread for assertions from this issuer (1-176400
    /// seconds, i.e. up to 49h). Defaults to 3600 (1h). Assertions must carry both
    /// `iat` and `exp`; a missing `iat` is rejected.
    public var maxJwtLifetimeSeconds: Int?

    /// Slug identifier (lowercase, digits, hyphens). Unique within the organization; a
    /// duplicate name returns 409.
    public var name: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        issuerURL: String,
        name: String,
        checkJti: Bool? = nil,
        jwks: OrganizationFederationIssuerCreateParamsJWKS? = nil,
        maxJwtLifetimeSeconds: Int? = nil
    ) {
        self.checkJti = checkJti
        self.issuerURL = issuerURL
        self.jwks = jwks
        self.maxJwtLifetimeSeconds = maxJwtLifetimeSeconds
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            issuerURL: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.checkJti = try container.decodeIfPresent(Bool.self, forKey: "check_jti")
        self.issuerURL = try container.decodeRequired(String.self, forKey: "issuer_url", in: decoder)
        self.jwks = try container.decodeIfPresent(OrganizationFederationIssuerCreateParamsJWKS.self, forKey: "jwks")
        self.maxJwtLifetimeSeconds = try container.decodeIfPresent(Int.self, forKey: "max_jwt_lifetime_seconds")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.checkJti, forKey: "check_jti")
        try container.encode(self.issuerURL, forKey: "issuer_url")
        try container.encodeIfPresent(self.jwks, forKey: "jwks")
        try container.encodeIfPresent(self.maxJwtLifetimeSeconds, forKey: "max_jwt_lifetime_seconds")
        try container.encode(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == OrganizationFederationIssuersCreateRequest {
    public static var checkJti: Self { Self("check_jti") }
    public static var maxJwtLifetimeSeconds: Self { Self("max_jwt_lifetime_seconds") }
}
