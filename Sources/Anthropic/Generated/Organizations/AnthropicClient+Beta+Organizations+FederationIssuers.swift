// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `federationIssuers` resource.
    public nonisolated struct FederationIssuers: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Register an OIDC issuer that Anthropic will trust for workload identity
        /// federation in your organization.
        ///
        /// The `jwks` field controls how the issuer's signing keys are obtained and takes
        /// one of three shapes selected by `type`: `discovery` (resolve keys through OIDC
        /// discovery), `explicit_url` (fetch keys from a fixed JWKS URL), or `inline`
        /// (provide a static key set). When `jwks.type` is `discovery` and no
        /// `discovery_base` is set, the issuer URL must be publicly reachable over HTTPS so
        /// Anthropic can fetch the discovery document; for `explicit_url` and `inline`
        /// modes the issuer URL is only matched as the JWT's `iss` claim and is not
        /// fetched.
        ///
        /// - HTTP: `POST /v1/organizations/federation_issuers?beta=true`
        /// - Operation: `beta.organization.federation.issuers.create`
        public func create(_ body: AnthropicAdmin.OrganizationFederationIssuersCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaFederationIssuer {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/federation_issuers", operation: "beta.organization.federation.issuers.create")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaFederationIssuer.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Retrieve a federation issuer by its ID (`fdis_...`).
        ///
        /// - HTTP: `GET /v1/organizations/federation_issuers/{federation_issuer_id}?beta=true`
        /// - Operation: `beta.organization.federation.issuers.retrieve`
        /// - Parameters:
        ///   - federationIssuerID: ID of the federation issuer.
        public func retrieve(federationIssuerID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaFederationIssuer {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/federation_issuers/{federation_issuer_id}", parameters: ["federation_issuer_id": federationIssuerID], operation: "beta.organization.federation.issuers.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaFederationIssuer.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Partially update a federation issuer.
        ///
        /// Setting `jwks` replaces the full JWKS shape at once. Archived issuers cannot be
        /// updated; this returns 400. Create a new issuer instead.
        ///
        /// Updating an issuer that backs a rule with a scope outside `workspace:developer`
        /// or `workspace:inference` requires a Console session.
        ///
        /// - HTTP: `POST /v1/organizations/federation_issuers/{federation_issuer_id}?beta=true`
        /// - Operation: `beta.organization.federation.issuers.update`
        /// - Parameters:
        ///   - federationIssuerID: ID of the federation issuer to update.
        public func update(federationIssuerID: String, _ body: AnthropicAdmin.OrganizationFederationIssuersUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaFederationIssuer {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/federation_issuers/{federation_issuer_id}", parameters: ["federation_issuer_id": federationIssuerID], operation: "beta.organization.federation.issuers.update")
            request.query.append("beta", "true")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaFederationIssuer.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List federation issuers in your organization.
        ///
        /// Archived issuers are excluded unless `include_archived=true`.
        ///
        /// - HTTP: `GET /v1/organizations/federation_issuers?beta=true`
        /// - Operation: `beta.organization.federation.issuers.list`
        /// - Parameters:
        ///   - includeArchived: Include archived resources. Defaults to false.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganizationFederationIssuersListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/federation_issuers", operation: "beta.organization.federation.issuers.list")
            request.query.append("beta", "true")
            request.query.append("include_archived", includeArchived)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganizationFederationIssuersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/federation_issuers?beta=true` (repeated)
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.BetaOrganizationFederationIssuersListResponse, AnthropicAdmin.BetaFederationIssuer> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(includeArchived: includeArchived, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Archive a federation issuer.
        ///
        /// Idempotent; re-archiving returns the issuer with its original `archived_at`.
        /// Rejected with 400 if any live (non-archived) federation rule still references
        /// the issuer; archive those rules first (a rule's issuer cannot be changed), or
        /// recreate them against another issuer.
        ///
        /// - HTTP: `POST /v1/organizations/federation_issuers/{federation_issuer_id}/archive?beta=true`
        /// - Operation: `beta.organization.federation.issuers.archive`
        /// - Parameters:
        ///   - federationIssuerID: ID of the federation issuer to archive.
        public func archive(federationIssuerID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaFederationIssuer {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/federation_issuers/{federation_issuer_id}/archive", parameters: ["federation_issuer_id": federationIssuerID], operation: "beta.organization.federation.issuers.archive")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaFederationIssuer.self).value
        }
    }
}
