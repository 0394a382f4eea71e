// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Registered external OIDC identity provider.
///
/// Records an external IdP the organization trusts for the RFC 7523
/// jwt-bearer grant. The `issuer_url` must match the JWT `iss` claim exactly.
///
/// - Schema: `#/components/schemas/FederationIssuer`
public nonisolated struct FederationIssuer: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// If set, all rules referencing this issuer reject token exchange.
    public var archivedAt: String?

    /// Tagged ID (`user_`/`svac_`) of the actor that archived this issuer.
    public var archivedByActorID: String?

    /// Whether the jwt-bearer exchange enforces JTI single-use (replay protection) for
    /// tokens from this issuer. Applies only to assertions carrying a `jti` claim;
    /// tokens without one are accepted without single-use enforcement.
    public var checkJti: Bool

    /// When this issuer was created.
    public var createdAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that created this issuer.
    public var createdByActorID: String?

    /// Tagged ID of the federation issuer.
    public var id: String

    /// The `iss` claim value. Incoming JWTs must match exactly.
    public var issuerURL: String

    /// How signing keys are obtained for signature verification.
    public var jwks: OrganizationFederationFederationIssuerJWKS

    /// If set, Anthropic's JWKS poller has paused polling for this issuer after
    /// repeated fetch failures. Re-enable by sending `jwks_polling_disabled: false` via
    /// the issuer update endpoint (POST) once the upstream JWKS endpoint is fixed. An
    /// OAuth caller cannot send this when the issuer backs a rule with any scope other
    /// than `workspace:developer` or `workspace:inference`; use a Console session.
    public var jwksPollingDisabledAt: String?

    /// Maximum allowed iat→exp spread for assertions from this issuer (1-176400
    /// seconds, i.e. up to 49h). Assertions must carry both `iat` and `exp`; a missing
    /// `iat` is rejected.
    public var maxJwtLifetimeSeconds: Int

    /// Admin-chosen slug identifier.
    public var name: String

    /// Live state of Anthropic's JWKS polling for this issuer.
    ///
    /// Populated on both single-issuer retrieval and list responses, including archived
    /// issuers. Typically null for inline-key issuers (no polling), or when poll status
    /// is temporarily unavailable or polling has not started yet.
    public var pollStatus: FederationIssuerPollStatus?

    public var type: String

    /// When this issuer was last updated.
    public var updatedAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that last updated this issuer.
    public var updatedByActorID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        checkJti: Bool,
        createdAt: String,
        id: String,
        issuerURL: String,
        jwks: OrganizationFederationFederationIssuerJWKS,
        maxJwtLifetimeSeconds: Int,
        name: String,
        updatedAt: String,
        archivedAt: String? = nil,
        archivedByActorID: String? = nil,
        createdByActorID: String? = nil,
        jwksPollingDisabledAt: String? = nil,
        pollStatus: FederationIssuerPollStatus? = nil,
        updatedByActorID: String? = nil
    ) {
        self.archivedAt = archivedAt
        self.archivedByActorID = archivedByActorID
        self.checkJti = checkJti
        self.createdAt = createdAt
        self.createdByActorID = createdByActorID
        self.id = id
        self.issuerURL = issuerURL
        self.jwks = jwks
        self.jwksPollingDisabledAt = jwksPollingDisabledAt
        self.maxJwtLifetimeSeconds = maxJwtLifetimeSeconds
        self.name = name
        self.pollStatus = pollStatus
        self.type = "federation_issuer"
        self.updatedAt = updatedAt
        self.updatedByActorID = updatedByActorID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            checkJti: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            issuerURL: .emptyValue,
            jwks: .emptyValue,
            maxJwtLifetimeSeconds: .emptyValue,
            name: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.archivedByActorID = try container.decodeIfPresent(String.self, forKey: "archived_by_actor_id")
        self.checkJti = try container.decodeRequired(Bool.self, forKey: "check_jti", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdByActorID = try container.decodeIfPresent(String.self, forKey: "created_by_actor_id")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.issuerURL = try container.decodeRequired(String.self, forKey: "issuer_url", in: decoder)
        self.jwks = try container.decodeRequired(OrganizationFederationFederationIssuerJWKS.self, forKey: "jwks", in: decoder)
        self.jwksPollingDisabledAt = try container.decodeIfPresent(String.self, forKey: "jwks_polling_disabled_at")
        self.maxJwtLifetimeSeconds = try container.decodeRequired(Int.self, forKey: "max_jwt_lifetime_seconds", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.pollStatus = try container.decodeIfPresent(FederationIssuerPollStatus.self, forKey: "poll_status")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "federation_issuer")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.updatedByActorID = try container.decodeIfPresent(String.self, forKey: "updated_by_actor_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.archivedByActorID, forKey: "archived_by_actor_id")
        try container.encode(self.checkJti, forKey: "check_jti")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdByActorID, forKey: "created_by_actor_id")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.issuerURL, forKey: "issuer_url")
        try container.encode(self.jwks, forKey: "jwks")
        try container.encodeIfPresent(self.jwksPollingDisabledAt, forKey: "jwks_polling_disabled_at")
        try container.encode(self.maxJwtLifetimeSeconds, forKey: "max_jwt_lifetime_seconds")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.pollStatus, forKey: "poll_status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.updatedByActorID, forKey: "updated_by_actor_id")
    }
}

nonisolated extension NullableMember where Owner == FederationIssuer {
    public static var archivedAt: Self { Self("archived_at") }
    public static var archivedByActorID: Self { Self("archived_by_actor_id") }
    public static var createdByActorID: Self { Self("created_by_actor_id") }
    public static var jwksPollingDisabledAt: Self { Self("jwks_polling_disabled_at") }
    public static var pollStatus: Self { Self("poll_status") }
    public static var updatedByActorID: Self { Self("updated_by_actor_id") }
}
